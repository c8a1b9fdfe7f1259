#ifndef CADREPLAYISOLATION_H
#define CADREPLAYISOLATION_H

// What Swift cannot call itself: prctl and syscall are variadic.

/// Asks the kernel to kill the calling process when its parent dies (Linux's PR_SET_PDEATHSIG):
/// a child forked for one fixture never outlives the worker that forked it, even when that
/// worker is killed for running out of time. Returns 0, or -1 where it is not supported.
int adreplay_die_with_parent(void);

/// 1 when the calling thread is the process's main thread (its thread id is the process id).
int adreplay_is_main_thread(void);

#endif
