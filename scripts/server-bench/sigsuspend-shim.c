// For scripts/bench-instructions: valgrind 3.19's sigsuspend wrapper writes into the mask it is given, and
// libdispatch passes a read-only `static const sigset_t`, which then faults under valgrind. This gives sigsuspend a
// writable copy of its mask (LD_PRELOAD), and changes nothing else.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>

int sigsuspend(const sigset_t *mask) {
    static int (*real)(const sigset_t *) = 0;
    if (!real) real = (int (*)(const sigset_t *))dlsym(RTLD_NEXT, "sigsuspend");
    sigset_t copy = *mask;
    return real(&copy);
}
