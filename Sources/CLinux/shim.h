// Linux interfaces Swift's Glibc module does not bring: signals read from a descriptor,
// file system notifications, pseudo-terminals, and spawning with no inherited descriptors.
#include <sys/signalfd.h>
#include <sys/inotify.h>
#include <pty.h>
#include <spawn.h>

// glibc declares this only for _GNU_SOURCE: a spawned process that inherits no other descriptor.
int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);
