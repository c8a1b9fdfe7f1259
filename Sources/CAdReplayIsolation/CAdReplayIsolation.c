#define _GNU_SOURCE
#include "CAdReplayIsolation.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if defined(__linux__)
#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#endif

int adreplay_die_with_parent(void) {
#if defined(__linux__)
    return prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
#else
    return -1;
#endif
}

// The child a worker is waiting on (0: none), for the SIGTERM handler below.
static volatile pid_t currentChild = 0;

static void endWithCurrentChild(int number) {
    pid_t child = currentChild;
    if (child > 0) kill(child, SIGKILL);
    // Then this process dies of the signal itself, once the handler returns (it is blocked
    // until then), as a worker without the handler would.
    signal(number, SIG_DFL);
    raise(number);
}

int adreplay_end_with_parent(pid_t parent, int takesChildren) {
#if defined(__linux__)
    int signalNumber = SIGKILL;
    if (takesChildren) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = endWithCurrentChild;
        sigemptyset(&action.sa_mask);
        if (sigaction(SIGTERM, &action, NULL) == 0) signalNumber = SIGTERM;
    }
    // A mask inherited from the thread that started this process may block it.
    sigset_t unblocked;
    sigemptyset(&unblocked);
    sigaddset(&unblocked, SIGTERM);
    sigprocmask(SIG_UNBLOCK, &unblocked, NULL);
    if (prctl(PR_SET_PDEATHSIG, signalNumber, 0, 0, 0) != 0) return -1;
    return getppid() == parent ? 0 : -1;
#else
    (void)parent;
    (void)takesChildren;
    return 0;
#endif
}

void adreplay_set_current_child(pid_t child) {
    currentChild = child;
}

void adreplay_child_began(void) {
    signal(SIGTERM, SIG_DFL);
}

#if defined(__linux__)
static const int faultSignals[] = {SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE, SIGQUIT, SIGTRAP};
// The handlers there before (Swift's backtracer's, when it is on), by signal number.
static struct sigaction previousHandlers[65];

static void endOrPassOn(int number, siginfo_t *info, void *context) {
    int sent = info != NULL && info->si_code <= 0 && info->si_pid != getpid();
    struct sigaction *previous = &previousHandlers[number];
    if (!sent && (previous->sa_flags & SA_SIGINFO) && previous->sa_sigaction != NULL) {
        previous->sa_sigaction(number, info, context);
        return;
    }
    if (!sent && !(previous->sa_flags & SA_SIGINFO) && previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
        previous->sa_handler(number);
        return;
    }
    // Sent from outside, or nothing to pass it on to: end of it, as without any handler.
    signal(number, SIG_DFL);
    sigset_t just;
    sigemptyset(&just);
    sigaddset(&just, number);
    sigprocmask(SIG_UNBLOCK, &just, NULL);
    raise(number);
}
#endif

int adreplay_die_of_signals_from_outside(void) {
#if defined(__linux__)
    int result = 0;
    for (size_t index = 0; index < sizeof faultSignals / sizeof faultSignals[0]; index++) {
        int number = faultSignals[index];
        struct sigaction previous;
        if (sigaction(number, NULL, &previous) != 0) { result = -1; continue; }
        previousHandlers[number] = previous;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = endOrPassOn;
        // As the handler there before asked (its own stack, for a stack overflow), with the
        // information that tells a fault from a signal sent.
        action.sa_flags = (previous.sa_flags & (SA_ONSTACK | SA_NODEFER)) | SA_SIGINFO;
        action.sa_mask = previous.sa_mask;
        if (sigaction(number, &action, NULL) != 0) result = -1;
    }
    return result;
#else
    return 0;
#endif
}

int adreplay_is_main_thread(void) {
#if defined(__linux__)
    return syscall(SYS_gettid) == getpid();
#else
    return 1;
#endif
}

#if defined(__linux__)
// The Swift runtime's Linux locks (swift/Threading/Impl/Linux/ulock.h) keep the calling thread's id
// in a thread-local `tid`, read once. A child of fork inherits its parent's value on its only
// thread: the lock words it writes then name the parent's thread, and once the child has a second
// thread, a lock they contend for can never be handed over (the kernel refuses the unlock with
// EPERM, and the runtime retries for ever). Each Swift library that inlines the lock has its own
// copy of the variable, local to it: found by name in the library's symbol table, and addressed in
// the calling thread's block of the library's thread-local storage.
static const char kCachedTID[] = "_ZZN5swift14threading_impl5linux13ulock_get_tidEvE3tid";
enum { kMaximumCaches = 16 };
static int32_t *caches[kMaximumCaches];
static int cacheCount = -1;
static pid_t cacheThread = 0;

/// The offset of `kCachedTID` in the thread-local storage of the ELF file at `path`, or -1.
static long cachedTIDOffset(const char *path) {
    int file = open(path, O_RDONLY | O_CLOEXEC);
    if (file < 0) return -1;
    struct stat info;
    long offset = -1;
    if (fstat(file, &info) == 0 && info.st_size > (off_t)sizeof(ElfW(Ehdr))) {
        void *map = mmap(NULL, (size_t)info.st_size, PROT_READ, MAP_PRIVATE, file, 0);
        if (map != MAP_FAILED) {
            const unsigned char *bytes = map;
            const ElfW(Ehdr) *header = map;
            size_t size = (size_t)info.st_size;
            if (memcmp(header->e_ident, ELFMAG, SELFMAG) == 0 && header->e_shoff > 0
                && header->e_shoff + (size_t)header->e_shnum * sizeof(ElfW(Shdr)) <= size) {
                const ElfW(Shdr) *sections = (const ElfW(Shdr) *)(bytes + header->e_shoff);
                for (int index = 0; index < header->e_shnum && offset < 0; index++) {
                    const ElfW(Shdr) *table = &sections[index];
                    if (table->sh_type != SHT_SYMTAB || table->sh_link >= header->e_shnum) continue;
                    const ElfW(Shdr) *names = &sections[table->sh_link];
                    if (table->sh_offset + table->sh_size > size || names->sh_offset + names->sh_size > size) continue;
                    const ElfW(Sym) *symbols = (const ElfW(Sym) *)(bytes + table->sh_offset);
                    size_t count = table->sh_size / sizeof(ElfW(Sym));
                    for (size_t symbol = 0; symbol < count; symbol++) {
                        if (ELF64_ST_TYPE(symbols[symbol].st_info) != STT_TLS) continue;
                        if (symbols[symbol].st_name >= names->sh_size) continue;
                        const char *name = (const char *)(bytes + names->sh_offset + symbols[symbol].st_name);
                        size_t room = names->sh_size - symbols[symbol].st_name;
                        if (strnlen(name, room) < room && strcmp(name, kCachedTID) == 0) {
                            offset = (long)symbols[symbol].st_value;
                            break;
                        }
                    }
                }
            }
            munmap(map, size);
        }
    }
    close(file);
    return offset;
}

static int collectCache(struct dl_phdr_info *info, size_t size, void *context) {
    (void)size;
    (void)context;
    const char *name = info->dlpi_name;
    if (name == NULL || name[0] == '\0' || strstr(name, "libswift") == NULL) return 0;
    if (cacheCount >= kMaximumCaches) return 1;
    long offset = cachedTIDOffset(name);
    if (offset < 0) return 0;
    void *handle = dlopen(name, RTLD_LAZY | RTLD_NOLOAD);
    if (handle == NULL) return 0;
    void *block = NULL;
    if (dlinfo(handle, RTLD_DI_TLS_DATA, &block) == 0 && block != NULL) {
        caches[cacheCount++] = (int32_t *)((char *)block + offset);
    }
    dlclose(handle);
    return 0;
}

static int countCache(struct dl_phdr_info *info, size_t size, void *context) {
    (void)size;
    const char *name = info->dlpi_name;
    if (name == NULL || name[0] == '\0' || strstr(name, "libswift") == NULL) return 0;
    if (cachedTIDOffset(name) >= 0) *(int *)context += 1;
    return 0;
}
#endif

int adreplay_count_cached_thread_ids(void) {
#if defined(__linux__)
    int count = 0;
    dl_iterate_phdr(countCache, &count);
    return count;
#else
    return 0;
#endif
}

int adreplay_find_cached_thread_ids(void) {
#if defined(__linux__)
    // The addresses are the calling thread's copies: found again when another thread forks.
    pid_t thread = (pid_t)syscall(SYS_gettid);
    if (cacheCount < 0 || cacheThread != thread) {
        cacheCount = 0;
        cacheThread = thread;
        dl_iterate_phdr(collectCache, NULL);
    }
    return cacheCount;
#else
    return 0;
#endif
}

const char *adreplay_cached_thread_id_symbol(void) {
#if defined(__linux__)
    return kCachedTID;
#else
    return "";
#endif
}

void adreplay_reset_cached_thread_ids(void) {
#if defined(__linux__)
    int32_t tid = (int32_t)syscall(SYS_gettid);
    for (int index = 0; index < cacheCount; index++) {
        if (*caches[index] != 0) *caches[index] = tid;
    }
#endif
}

// The LLVM profile runtime (compiler-rt's InstrProfiling*.c), linked into an executable built
// with `-profile-generate`; weak, so that one built without it links (the addresses are null).
extern int __llvm_profile_write_file(void) __attribute__((weak));
extern void __llvm_profile_reset_counters(void) __attribute__((weak));
extern void __llvm_profile_set_filename(const char *) __attribute__((weak));

int adreplay_profile_runtime_linked(void) {
    return __llvm_profile_write_file != NULL && __llvm_profile_reset_counters != NULL && __llvm_profile_set_filename != NULL;
}

void adreplay_profile_child_began(void) {
    if (!adreplay_profile_runtime_linked()) return;
    __llvm_profile_reset_counters();
    const char *pattern = getenv("LLVM_PROFILE_FILE");
    if (pattern != NULL && strstr(pattern, "%p") != NULL) {
        // Setting the same pattern again is ignored: another one first (an empty one names no
        // file, so nothing is created or truncated), then the pattern, parsed in this process.
        __llvm_profile_set_filename("");
        __llvm_profile_set_filename(pattern);
    }
}

int adreplay_profile_write(void) {
    if (!adreplay_profile_runtime_linked()) return -1;
    return __llvm_profile_write_file();
}

void adreplay_profile_set_file(const char *pattern) {
    if (!adreplay_profile_runtime_linked()) return;
    __llvm_profile_set_filename(pattern);
}
