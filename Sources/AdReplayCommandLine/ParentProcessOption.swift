import AdReplayIsolation
import ArgumentParser
import Foundation

/// `--parent-process PID`, hidden, for the commands a command runs in its child processes
/// (`replay-worker`, `explore-worker`, `record-session`, `read-session`): the child ends when the
/// command that started it does, however it ends (killed with SIGKILL too), so a killed run
/// leaves no process behind (``WorkerChannel/endWithParent(_:takingChildren:)``).
struct ParentProcessOption: ParsableArguments {
    /// The process that started this one.
    @Option(help: .hidden) var parentProcess: Int32?

    /// Asks to end with the parent, when one was given. A process that forks a child per session
    /// (`takingChildren`, ``FreshProcess``) kills the child it waits on first.
    func endWithParent(takingChildren: Bool) {
        if let parentProcess { WorkerChannel.endWithParent(parentProcess, takingChildren: takingChildren) }
    }

    /// What a command passes a child it starts on the thread that lives as long as it: this
    /// process as the parent. (The parent-death signal comes when the starting thread ends.)
    static var arguments: [String] { ["--parent-process", String(getpid())] }
}
