import CAdReplayIsolation

/// The LLVM profile runtime an executable built for coverage carries (`swift build
/// --enable-code-coverage`, or `-profile-generate -profile-coverage-mapping`): whether it is
/// there, and the writes a process that ends with `_exit` must make itself, since the runtime
/// writes its profile from an `atexit` handler. In an executable built without it, every call
/// does nothing (the runtime's functions are weak symbols of the C half).
///
/// ```swift
/// ProfileRuntime.isLinked        // false in a plain `swift build`
/// ```
///
/// `public` for the benchmark package (Benchmarks/), as ``FreshProcess`` is.
public enum ProfileRuntime {
    /// True when this executable was built with the profile runtime.
    public static var isLinked: Bool { adreplay_profile_runtime_linked() == 1 }

    /// In a child of fork, before anything else: counts only what the child runs from here (its
    /// parent writes what it ran itself), under the child's own name when the pattern has `%p`.
    static func childBegan() {
        adreplay_profile_child_began()
    }

    /// Writes this process's profile now (merged into what is there when the pattern has
    /// `%m`), for a process about to `_exit`; false without a runtime or when the write failed.
    @discardableResult
    package static func write() -> Bool {
        adreplay_profile_write() == 0
    }

    /// Sends this process's profile to `pattern` (an `LLVM_PROFILE_FILE` pattern) when it is
    /// written: by ``write()``, or at exit.
    package static func send(to pattern: String) {
        adreplay_profile_set_file(pattern)
    }

    /// Sends this process's profile nowhere (`/dev/null`) from now on: for a run whose profile
    /// is written already, or was refused, so that a tool built for coverage leaves no
    /// `default.profraw` behind.
    package static func discard() {
        send(to: "/dev/null")
    }
}
