// Linux interfaces Swift's Glibc module does not bring: signals read from a descriptor,
// file system notifications, pseudo-terminals, spawning with no inherited descriptors,
// swapping two files' names in one step, extended attributes, and the allocator's settings.
#include <sys/signalfd.h>
#include <sys/xattr.h>
#include <sys/inotify.h>
#include <pty.h>
#include <spawn.h>
#include <stdio.h>
#include <malloc.h>

// glibc declares this only for _GNU_SOURCE: a spawned process that inherits no other descriptor.
int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

// glibc declares this only for _GNU_SOURCE: rename(2) with flags, such as RENAME_EXCHANGE.
int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);

/// renameat2's flag that swaps the two names atomically; both must exist.
static const unsigned int CLinuxRenameExchange = 1 << 1;
