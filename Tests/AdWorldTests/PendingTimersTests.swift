import Foundation
import Testing

@testable import AdWorld

/// What a session reads of the process's armed wall-clock timers: asked of the timerfd itself,
/// it must say what `/proc/self/fdinfo` says, armed or not. (`timerDescriptors()` is left alone
/// here: it remembers each descriptor number's kind for the process, and these tests close theirs.)
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

    @Test func aDescriptorThatIsNoTimer_hasNoRemainingTime() throws {
        let fd = open("/dev/null", O_RDONLY | O_CLOEXEC)
        try #require(fd >= 0)
        defer { close(fd) }
        #expect(PendingTimers.remaining(fd) == nil)
    }
}
