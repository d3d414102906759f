import DesignerCore

/// The times an earlier run's JSON report gives its documents, by which `--shard I/N --timings
/// FILE` balances the shards so that they finish together.
///
/// The documents are dealt out longest first, each to the shard with the least time so far
/// (then the fewest documents, then the first): the longest-processing-time rule. A document
/// the report does not time, one added since, is taken to need the median of the known times.
/// Every shard computes the same partition from the same report and documents, so each
/// document is checked by exactly one of them.
struct ShardTimings: Sendable {
    /// Each document's time in microseconds, by its path as the report gives it.
    let times: [String: Int]
    /// FNV-1a of the times, which the shards of one run share.
    let digest: String

    init(times: [String: Int]) {
        self.times = times
        var hash = FNV1a()
        for (path, time) in times.sorted(by: { $0.key < $1.key }) {
            hash.add(path.utf8)
            hash.add([0])
            hash.add(String(time).utf8)
            hash.add([0])
        }
        digest = hash.hex
    }

    /// The times of the documents of the report at `path`.
    static func read(_ path: String, _ source: DocumentSource) throws(CLIError) -> ShardTimings {
        let file = try SnapshotReportFile.read(path, source)
        var times: [String: Int] = [:]
        for outcome in file.report.outcomes { times[outcome.path] = Int((outcome.seconds * 1_000_000).rounded()) }
        return ShardTimings(times: times)
    }

    /// The shard, from 0, of each of `documents` (named as reports name them) among `count`.
    func assignments(of documents: [String], count: Int) -> [Int] {
        let known = documents.compactMap { times[$0] }.sorted()
        let estimate = known.isEmpty ? 1 : known[known.count / 2]
        let time = documents.map { times[$0] ?? estimate }
        let order = documents.indices.sorted { (-time[$0], documents[$0]) < (-time[$1], documents[$1]) }
        var (loads, sizes) = (Array(repeating: 0, count: count), Array(repeating: 0, count: count))
        var result = Array(repeating: 0, count: documents.count)
        for document in order {
            var shard = 0
            for candidate in 1..<max(count, 1) where (loads[candidate], sizes[candidate]) < (loads[shard], sizes[shard])
            {
                shard = candidate
            }
            result[document] = shard
            loads[shard] += time[document]
            sizes[shard] += 1
        }
        return result
    }
}
