// What Embedded Swift needs from a C library when linked for wasm32 without one: posix_memalign and free (a
// first-fit free list of blocks with a 16-byte size header, growing linear memory as needed) and the mem* routines.
#include <stddef.h>

extern unsigned char __heap_base;
static size_t heap_top = 0;

typedef struct Block { size_t size; struct Block *next; } Block;
static Block *free_list = 0;
enum { HEADER = 16 };

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment > HEADER) return 22;
    size = (size + HEADER - 1) & ~(size_t)(HEADER - 1);
    for (Block **link = &free_list; *link; link = &(*link)->next) {
        if ((*link)->size >= size) {
            Block *block = *link;
            *link = block->next;
            *result = (unsigned char *)block + HEADER;
            return 0;
        }
    }
    if (!heap_top) heap_top = ((size_t)&__heap_base + HEADER - 1) & ~(size_t)(HEADER - 1);
    size_t end = heap_top + HEADER + size;
    size_t pages_needed = (end + 65535) / 65536;
    size_t pages_now = __builtin_wasm_memory_size(0);
    if (pages_needed > pages_now && __builtin_wasm_memory_grow(0, pages_needed - pages_now) == (size_t)-1) return 12;
    Block *block = (Block *)heap_top;
    block->size = size;
    heap_top = end;
    *result = (unsigned char *)block + HEADER;
    return 0;
}

void free(void *pointer) {
    if (!pointer) return;
    Block *block = (Block *)((unsigned char *)pointer - HEADER);
    block->next = free_list;
    free_list = block;
}

void *memset(void *destination, int value, size_t count) {
    unsigned char *bytes = destination;
    while (count--) *bytes++ = (unsigned char)value;
    return destination;
}

void *memcpy(void *destination, const void *source, size_t count) {
    unsigned char *to = destination;
    const unsigned char *from = source;
    while (count--) *to++ = *from++;
    return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
    unsigned char *to = destination;
    const unsigned char *from = source;
    if (to < from) { while (count--) *to++ = *from++; }
    else { to += count; from += count; while (count--) *--to = *--from; }
    return destination;
}

int memcmp(const void *left, const void *right, size_t count) {
    const unsigned char *a = left, *b = right;
    for (; count--; a++, b++) if (*a != *b) return *a - *b;
    return 0;
}

// 128-bit multiplication (compiler-rt's __multi3), for Swift's overflow-checked arithmetic on wasm32.
typedef unsigned long long u64;
typedef struct { u64 low, high; } u128;

u128 __multi3(u64 a_low, u64 a_high, u64 b_low, u64 b_high) {
    u64 a0 = a_low & 0xffffffffULL, a1 = a_low >> 32, b0 = b_low & 0xffffffffULL, b1 = b_low >> 32;
    u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    u64 middle = (p00 >> 32) + (p01 & 0xffffffffULL) + (p10 & 0xffffffffULL);
    u128 result;
    result.low = (p00 & 0xffffffffULL) | (middle << 32);
    result.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + a_low * b_high + a_high * b_low;
    return result;
}

// The Embedded stdlib's random source (hash seeds); the tracker uses no randomness, so a fixed sequence will do.
void arc4random_buf(void *buffer, size_t count) {
    unsigned char *bytes = buffer;
    unsigned int state = 0x9E3779B9u;
    while (count--) { state = state * 1664525u + 1013904223u; *bytes++ = (unsigned char)(state >> 24); }
}
