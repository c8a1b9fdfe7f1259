import Foundation
import Testing

@testable import AdWorld

/// What a session reads of the process's armed wall-clock timers: asked of the timerfd itself,
/// it must say what `/proc/self/fdinfo` says, armed or not; and every armed one is found.
@Suite struct PendingTimersTests {
    private typealias Create = @convention(c) (Int32, Int32) -> Int32
    private typealias Arm = @convention(c) (Int32, Int32, UnsafePointer<itimerspec>, UnsafeMutablePointer<itimerspec>?) -> Int32

    /// glibc's `timerfd_create` and `timerfd_settime` (not in its Swift module).
    private static func functions() throws -> (create: Create, arm: Arm) {
        let process = dlopen(nil, RTLD_NOW)
        let create = try #require(dlsym(process, "timerfd_create"))
        let arm = try #require(dlsym(process, "timerfd_settime"))
        return (unsafeBitCast(create, to: Create.self), unsafeBitCast(arm, to: Arm.self))
    }

    @Test func anArmedTimer_readsAsFDInfoSaysIt_andAnUnarmedOneAsNone() throws {
        let (create, arm) = try Self.functions()
        let fd = create(CLOCK_MONOTONIC, Int32(O_CLOEXEC))
        try #require(fd >= 0)
        defer { close(fd) }
        #expect(PendingTimers.remaining(fd) == nil)
        #expect(PendingTimers.remainingFromFDInfo(fd) == nil)

        var hundredSeconds = itimerspec()
        hundredSeconds.it_value.tv_sec = 100
        #expect(arm(fd, 0, &hundredSeconds, nil) == 0)
        let direct = try #require(PendingTimers.remaining(fd))
        let fromText = try #require(PendingTimers.remainingFromFDInfo(fd))
        #expect(direct <= 100_000_000_000 && fromText <= 100_000_000_000)
        // Read one after the other on a running clock: within a second of each other.
        #expect(direct > 99_000_000_000 && fromText > 99_000_000_000)

        var disarmed = itimerspec()
        #expect(arm(fd, 0, &disarmed, nil) == 0)
        #expect(PendingTimers.remaining(fd) == nil)
        #expect(PendingTimers.remainingFromFDInfo(fd) == nil)
    }

    /// A new timerfd, armed to fire in 100 s.
    private static func timerArmedForAHundredSeconds() throws -> Int32 {
        let (create, arm) = try functions()
        let fd = create(CLOCK_MONOTONIC, Int32(O_CLOEXEC))
        try #require(fd >= 0)
        var hundredSeconds = itimerspec()
        hundredSeconds.it_value.tv_sec = 100
        let armed = arm(fd, 0, &hundredSeconds, nil) == 0
        if !armed { close(fd) }
        try #require(armed)
        return fd
    }

    /// The open descriptors are found from the kernel's count and a poll of the numbers up to
    /// the highest seen, or by listing `/proc/self/fd` when those disagree: an armed timerfd is
    /// found wherever its number is, under ``PendingTimers/censusLimit`` and past it, and is gone
    /// from the answer once closed. (Numbers no other test of this binary uses.)
    @Test func armedTimers_areFoundAtAnyNumber_andForgottenOnceClosed() throws {
        let fd = try Self.timerArmedForAHundredSeconds()
        defer { close(fd) }

        // Past the limit only where the process may open that many (a soft limit of 1024 is common).
        var limit = rlimit()
        try #require(getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0)
        let inSpan: Int32 = 700, pastLimit = Int32(min(rlim_t(PendingTimers.censusLimit + 1_000), limit.rlim_cur - 1))
        #expect(!PendingTimers.armed().keys.contains(inSpan))
        try #require(dup2(fd, inSpan) == inSpan)
        #expect(PendingTimers.armed().keys.contains(inSpan))
        // Asked again with nothing opened or closed: the same answer, from the count alone.
        #expect(PendingTimers.armed().keys.contains(inSpan))
        try #require(dup2(fd, pastLimit) == pastLimit)
        let both = PendingTimers.armed()
        #expect(both.keys.contains(inSpan) && both.keys.contains(pastLimit))
        let now = DispatchTime.now().uptimeNanoseconds
        #expect(both[pastLimit].map { $0 > now + 99_000_000_000 && $0 <= now + 100_000_000_000 } == true)

        close(inSpan)
        close(pastLimit)
        let after = PendingTimers.armed()
        #expect(!after.keys.contains(inSpan) && !after.keys.contains(pastLimit))
    }

    /// A number that was no timer at one look and is an armed timerfd at the next — closed and
    /// taken again in between, so that the same numbers are open, as many as before — is found.
    @Test func aNumberTakenOverByATimer_betweenTwoLooks_isFound() throws {
        let number: Int32 = 701
        let file = open("/dev/null", O_RDONLY | O_CLOEXEC)
        try #require(file >= 0)
        try #require(dup2(file, number) == number)
        close(file)
        defer { close(number) }
        #expect(PendingTimers.openDescriptors().contains(number))
        #expect(!PendingTimers.armed().keys.contains(number))

        let timer = try Self.timerArmedForAHundredSeconds()
        defer { close(timer) }
        // dup2 closes the file at the number and puts the timer there in one step.
        try #require(dup2(timer, number) == number)
        #expect(PendingTimers.armed().keys.contains(number))
    }

    @Test func aDescriptorThatIsNoTimer_hasNoRemainingTime() throws {
        let fd = open("/dev/null", O_RDONLY | O_CLOEXEC)
        try #require(fd >= 0)
        defer { close(fd) }
        #expect(PendingTimers.remaining(fd) == nil)
    }
}
