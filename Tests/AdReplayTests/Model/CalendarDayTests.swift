import AdReplay
import Testing

@Suite struct CalendarDayTests {
    @Test func init_readsOnlyRealDaysWrittenYYYYMMDD() {
        #expect(CalendarDay("2026-11-24")?.description == "2026-11-24")
        #expect(CalendarDay("2024-02-29") != nil)
        for bad in ["2026-02-29", "2026-13-01", "2026-11-31", "2026-1-01", "26-11-24", "2026-11-24T00", "+026-11-24", "1969-12-31", ""] {
            #expect(CalendarDay(bad) == nil, "\(bad)")
        }
    }

    @Test func daysSince_countsWholeDaysAcrossMonthsYearsAndLeapDays() throws {
        let day = try #require(CalendarDay("2026-11-24"))
        #expect(day.days(since: try #require(CalendarDay("2026-10-25"))) == 30)
        #expect(try #require(CalendarDay("2025-03-01")).days(since: try #require(CalendarDay("2024-02-28"))) == 367)
        #expect(try #require(CalendarDay("1970-01-02")).daysSince1970 == 1)
    }

    @Test func daysSince1970_readsBackAcrossTheEpochAndAtTheExtremes() {
        for days in [-719_468, -1, 0, 1, 10_957, 20_781, 2_932_896] {
            #expect(CalendarDay(daysSince1970: days).daysSince1970 == days, "\(days)")
        }
        #expect(CalendarDay(daysSince1970: -1).description == "1969-12-31")
        #expect(CalendarDay(secondsSince1970: -1).description == "1969-12-31")
        _ = CalendarDay(daysSince1970: .max)  // no trap
        _ = CalendarDay(daysSince1970: .min)
    }

    @Test func secondsSince1970_isTheUTCDay() {
        #expect(CalendarDay(secondsSince1970: 0).description == "1970-01-01")
        #expect(CalendarDay(secondsSince1970: 1_795_996_799).description == "2026-11-29")
        #expect(CalendarDay(secondsSince1970: 1_795_996_800).description == "2026-11-30")
    }
}
