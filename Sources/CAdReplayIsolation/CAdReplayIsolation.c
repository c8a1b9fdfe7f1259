#include "CAdReplayIsolation.h"

#include <signal.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

int adreplay_die_with_parent(void) {
#if defined(__linux__)
    return prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
#else
    return -1;
#endif
}

int adreplay_is_main_thread(void) {
#if defined(__linux__)
    return syscall(SYS_gettid) == getpid();
#else
    return 1;
#endif
}
