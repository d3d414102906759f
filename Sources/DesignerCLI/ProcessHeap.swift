#if os(Linux)
    import CLinux
    import Glibc
#endif

/// How the process's allocator keeps its memory: a picture's canvas, its layers, its decoded
/// images and its PNG's rows are megabytes each, made and freed in turn, on two threads.
enum ProcessHeap {
    /// Has the allocator keep the memory of large blocks it frees for the next ones, in pages of
    /// 2 MiB where the system gives them.
    ///
    /// glibc maps each block over 128 KiB afresh and unmaps it when it is freed, so the system
    /// faults in and clears the pages of the next one again: a scene @2x took some 13,000 page
    /// faults, half its time (BENCHMARKS.md). Blocks of up to 32 MiB are made in the heap
    /// instead, and up to 64 MiB of it kept when freed, reusing pages the process has.
    ///
    /// The first `hugeHeap` bytes of the heap are then made and kept at once, and the system asked
    /// to back them with transparent huge pages (`MADV_HUGEPAGE`, which it heeds when set to
    /// `madvise` or `always`): a canvas of 7 MB faults in four pages rather than 1,700. Nothing
    /// is touched before it is used.
    static func keepFreedMemory() {
        #if os(Linux)
            _ = mallopt(M_MMAP_THRESHOLD, Int32(mmapThreshold))
            _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
            guard let block = malloc(hugeHeap) else { return }
            let page = UInt(max(1, sysconf(Int32(_SC_PAGESIZE))))
            let start = (UInt(bitPattern: block) + page - 1) / page * page
            let end = (UInt(bitPattern: block) + UInt(hugeHeap)) / page * page
            free(block)
            _ = madvise(UnsafeMutableRawPointer(bitPattern: start), Int(end - start), MADV_HUGEPAGE)
        #endif
    }

    /// Has every thread allocate from the one heap `keepFreedMemory` prepared, for a process that
    /// works on one document at a time.
    ///
    /// glibc gives each new thread a heap of its own (an arena), in memory of its own: the threads
    /// that decode a document's images and draw the bands of its picture faulted in their memory
    /// 4 KiB at a time. They allocate little, and keep small blocks of their own (glibc's tcache),
    /// so they rarely wait for one heap; the jobs of a snapshot, each reading and laying out
    /// documents of its own, would, and keep a heap each.
    static func prepare(forDocumentsAtOnce documents: Int) {
        #if os(Linux)
            guard documents <= 1 else { return }
            _ = mallopt(M_ARENA_MAX, 1)
        #endif
    }

    /// The largest block made in the heap: larger ones are mapped on their own.
    private static let mmapThreshold = 32 << 20
    /// The part of the heap backed by huge pages: as much as the largest block made in it.
    private static let hugeHeap = mmapThreshold - (1 << 20)
}
