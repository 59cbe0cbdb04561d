import CHeapStats
import Glibc

/// Memory read off the process now (not a peak).
public enum ProcessMemory {
    /// Bytes the allocator has handed out and not had back (glibc's
    /// `mallinfo2().uordblks`: every malloc, through the interposer).
    public static var heapInUse: Int { Int(cheapstats_heap_in_use()) }

    /// Resident set size in bytes (`/proc/self/statm`).
    public static var resident: Int {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0, rss = 0
        guard withUnsafeMutablePointer(to: &size, { s in
            withUnsafeMutablePointer(to: &rss) { r in
                withVaList([s, r]) { vfscanf(file, "%ld %ld", $0) }
            }
        }) == 2 else { return 0 }
        return rss * sysconf(Int32(_SC_PAGESIZE))
    }
}
