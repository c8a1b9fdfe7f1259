import AdReplay
import Foundation

/// The day it is, in UTC: the one reading of the wall clock the command line makes, for a live
/// recording's date (`record --upstream`) and a live fixture's age (`replay --max-age`, `status`).
/// `ADREPLAY_TODAY=YYYY-MM-DD` sets it instead, so that a test or a CI job can pin it.
enum Today {
    static let variable = "ADREPLAY_TODAY"

    static func day(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> CalendarDay {
        if let pinned = environment[variable], !pinned.isEmpty {
            guard let day = CalendarDay(pinned) else { throw Failure.input(refusal(pinned)) }
            return day
        }
        return CalendarDay(secondsSince1970: Int(Date().timeIntervalSince1970))
    }

    /// Refuses a pinned day that is not one, before any command runs (empty: not pinned).
    static func check(_ environment: [String: String]) throws {
        if let pinned = environment[variable], !pinned.isEmpty, CalendarDay(pinned) == nil {
            throw Failure.input(refusal(pinned))
        }
    }

    /// `0001-01-01` is written YYYY-MM-DD but outside the days a fixture can hold: the sentence
    /// names the range, not only the form.
    private static func refusal(_ pinned: String) -> String {
        "\(variable) is \"\(pinned.escapingControlCharacters)\", not \(CalendarDay.readableDays); unset it for today's date (UTC)."
    }

    /// `live`'s age in words: `recorded live 2026-10-25 (30 days ago) against https://ads.example.com`.
    static func describe(_ live: Fixture.Live, today: CalendarDay) -> String {
        let days = today.days(since: live.recordedOn)
        let age =
            switch days {
            case ..<0: "dated in the future"
            case 0: "today"
            case 1: "1 day ago"
            default: "\(days) days ago"
            }
        return "recorded live \(live.recordedOn) (\(age)) against \(live.upstream.escapingControlCharacters)"
    }
}
