#ifndef CADREPLAYISOLATION_H
#define CADREPLAYISOLATION_H

// What Swift cannot do itself: call prctl and syscall (variadic); install a signal handler that
// only calls async-signal-safe functions; walk the loaded ELF images' symbol tables and
// thread-local storage (the Swift runtime's cached thread ids, reset after fork); and declare the
// LLVM profile runtime's functions as weak symbols (present only in a build with coverage).

/// Asks the kernel to kill the calling process when its parent dies (Linux's PR_SET_PDEATHSIG):
/// a child forked for one fixture never outlives the worker that forked it, even when that
/// worker is killed for running out of time. Returns 0, or -1 where it is not supported.
int adreplay_die_with_parent(void);

#include <sys/types.h>

/// For a worker process started by `parent`: asks the kernel to signal this process when its
/// parent dies, and says whether `parent` is still its parent (0) or already gone (-1, or -1
/// when the signal cannot be asked for). With `takesChildren`, the signal is SIGTERM, whose
/// handler kills the child set by adreplay_set_current_child (SIGKILL) before this process dies
/// of it: a child stopped before it could ask for a parent-death signal of its own is not left
/// behind. Otherwise the signal is SIGKILL. SIGTERM is unblocked either way.
int adreplay_end_with_parent(pid_t parent, int takesChildren);

/// The child the worker is waiting on (0: none), which the SIGTERM handler kills.
void adreplay_set_current_child(pid_t child);

/// In a child of fork, first thing: SIGTERM back to its default action (the worker's handler
/// would kill the worker's child, which this is not).
void adreplay_child_began(void);

/// Makes SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE, SIGQUIT and SIGTRAP (every signal Swift's
/// backtracer takes) sent from outside (kill, by another
/// process) end this process of that signal, as they do without Swift's backtracer: the
/// backtracer's handler, made for a fault, printed "Program crashed" for such a signal and
/// returned, and the process went on as if nothing had happened. A fault of the process's own
/// (or a signal it sends itself, as abort does) still reaches the handler that was there before.
/// Call it once, early. Returns 0, or -1 when a handler could not be set.
int adreplay_die_of_signals_from_outside(void);

/// 1 when the calling thread is the process's main thread (its thread id is the process id).
int adreplay_is_main_thread(void);

/// Finds, in the Swift libraries loaded, the thread-local copies of the thread id the Swift
/// runtime's locks cache (a child of fork inherits its parent's value), for the calling thread.
/// Call it in the parent before forking, on the thread that forks (they are found again when the
/// forking thread changes). Returns how many were found.
int adreplay_find_cached_thread_ids(void);

/// How many of the Swift libraries loaded hold the cached thread id, from any thread, remembering
/// nothing (adreplay_find_cached_thread_ids keeps the addresses of the calling thread's copies).
int adreplay_count_cached_thread_ids(void);

/// The mangled name adreplay_find_cached_thread_ids looks for (a function-local static of the
/// Swift runtime's threading library, `swift::threading_impl::linux::ulock_get_tid()::tid`).
const char *adreplay_cached_thread_id_symbol(void);

/// In a child of fork, on its only thread: replaces each cached thread id found by
/// adreplay_find_cached_thread_ids with this thread's own.
void adreplay_reset_cached_thread_ids(void);

/// 1 when this executable was built with the LLVM profile runtime (`-profile-generate`,
/// `--enable-code-coverage`), 0 otherwise. The runtime's functions below are declared weak, so
/// an executable built without it links and each call does nothing.
int adreplay_profile_runtime_linked(void);

/// In a child of fork, first thing: zeroes the profile counters the child inherited (its
/// parent writes those itself), and, when LLVM_PROFILE_FILE names the process (`%p`), makes the
/// name the child's (the runtime reads the process id once, when it parses the pattern).
void adreplay_profile_child_began(void);

/// Writes the profile now (`__llvm_profile_write_file`): what a process that ends with `_exit`
/// must call, since the runtime writes from an `atexit` handler. Returns 0 when written, -1
/// without a runtime or when the write failed (the runtime says why on stderr).
int adreplay_profile_write(void);

/// Sends this process's profile to `pattern` (an LLVM_PROFILE_FILE pattern) when it is written
/// (at exit, or by adreplay_profile_write). Nothing without a runtime.
void adreplay_profile_set_file(const char *pattern);

#endif
