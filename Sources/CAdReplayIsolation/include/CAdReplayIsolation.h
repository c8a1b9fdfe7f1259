#ifndef CADREPLAYISOLATION_H
#define CADREPLAYISOLATION_H

// What Swift cannot call itself: prctl and syscall are variadic.

/// Asks the kernel to kill the calling process when its parent dies (Linux's PR_SET_PDEATHSIG):
/// a child forked for one fixture never outlives the worker that forked it, even when that
/// worker is killed for running out of time. Returns 0, or -1 where it is not supported.
int adreplay_die_with_parent(void);

/// 1 when the calling thread is the process's main thread (its thread id is the process id).
int adreplay_is_main_thread(void);

/// Finds, in the Swift libraries loaded, the thread-local copies of the thread id the Swift
/// runtime's locks cache (a child of fork inherits its parent's value), for the calling thread.
/// Call it in the parent before forking, on the thread that forks. Returns how many were found.
int adreplay_find_cached_thread_ids(void);

/// In a child of fork, on its only thread: replaces each cached thread id found by
/// adreplay_find_cached_thread_ids with this thread's own.
void adreplay_reset_cached_thread_ids(void);

#endif
