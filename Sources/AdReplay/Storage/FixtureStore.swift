import Foundation

/// Reads and writes fixture files. Writes are atomic (a flushed temporary file beside the target,
/// then a link or a rename), never leave a partial or temporary file behind, and never replace an
/// existing fixture unless told, even when several processes write at once.
public enum FixtureStore {
    /// Reads the fixture at `path`, its SDK entries by the plug-ins among `networks`
    /// (``AdapterRegistry/networks``; an entry of any other network is kept as stored).
    public static func read(
        _ path: String, networks: [any NetworkPlugin],
        limit: Int = FixtureCodec.inflatedSizeLimit
    ) throws(FixtureError) -> Fixture {
        try FixtureCodec.decode(readBytes(path), path: path, networks: networks, limit: limit)
    }

    /// The raw bytes of a file, or an error naming it. The file's size is checked before it is
    /// read (a 1 GiB sparse file is refused, not read), and only regular files are read (a FIFO
    /// or a device never ends).
    public static func readBytes(_ path: String) throws(FixtureError) -> [UInt8] {
        // The path's own bytes, even when they are not UTF-8 (see FileSystemPath).
        let bytes = try FileSystemPath.withCString(path) { name throws(FixtureError) in
            try readBytes(name, path: path)
        }
        guard let bytes else {
            throw FixtureError(path: path, problem: .unreadable("its name holds a NUL character, which no file name can"))
        }
        return bytes
    }

    private static func readBytes(_ name: UnsafePointer<CChar>, path: String) throws(FixtureError) -> [UInt8] {
        // What the name is, before it is opened: only a regular file is. Opening a FIFO wakes a
        // writer waiting on it, and opening a device can act on the hardware (a serial line's
        // modem lines, a tape's rewind, a watchdog). Non-blocking and no controlling terminal all
        // the same, for a name replaced between the look-up and the open. The descriptor is not
        // looked at again: by then whatever the name stood for is open, and a second look would
        // only spare reading it, which is bounded below as it is (non-blocking, and never past
        // one byte over the limit, however much a replaced FIFO or device would give).
        // One system call fewer on every fixture read.
        var info = stat()
        guard stat(name, &info) == 0 else {
            throw FixtureError(path: path, problem: .unreadable(FixtureError.reason(errno: errno)))
        }
        try checkRegularFile(info, path: path)
        let descriptor = open(name, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            throw FixtureError(path: path, problem: .unreadable(FixtureError.reason(errno: errno)))
        }
        defer { close(descriptor) }
        // Read what the file said it holds and one byte more (to see it grew), never more than
        // one byte past the limit, even if the file grows after the check.
        let limit = FixtureLimits.fileSize
        var bytes = [UInt8](repeating: 0, count: min(Int(info.st_size), limit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= limit else { break }
                bytes += [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - bytes.count))
            }
            let asked = bytes.count - count
            let read = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress.map { $0 + count }, asked)
            }
            if read < 0 && errno == EINTR { continue }
            guard read >= 0 else { throw FixtureError(path: path, problem: .unreadable(FixtureError.reason(errno: errno))) }
            // The end, even before the size the file said: it shrank since (the bytes read are
            // then a damaged fixture, said so when decoded).
            if read == 0 { break }
            count += read
            // Short, and as long as the file said it was: its end, with no second call to learn
            // that. A network file system may read short before the end; then reading goes on.
            if read < asked, count == Int(info.st_size) { break }
        }
        guard count <= FixtureLimits.fileSize else {
            throw FixtureError(
                path: path, problem: .pastLimits("the file grew past the \(FixtureLimits.fileSize) bytes a fixture file may be"))
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// Refuses anything but a regular file of at most the size a fixture file may be.
    private static func checkRegularFile(_ info: stat, path: String) throws(FixtureError) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FixtureError(path: path, problem: .unreadable("it is a directory"))
        default: throw FixtureError(path: path, problem: .unreadable("it is not a regular file"))
        }
        guard info.st_size <= FixtureLimits.fileSize else {
            throw FixtureError(
                path: path,
                problem: .pastLimits(
                    "the file is \(info.st_size) bytes, more than the \(FixtureLimits.fileSize) a fixture file may be"))
        }
    }

    /// Writes `fixture` to `path`, creating folders as needed.
    ///
    /// `replacing`: the file as it was read (``FilePublisher/identity(of:)``, taken before reading
    /// it); the write then happens only over that very file, unchanged, and is refused when
    /// another process replaced or edited it in the meantime (`replay --update`'s lost update).
    public static func write(
        _ fixture: Fixture, to path: String, overwrite: Bool, replacing: FilePublisher.Identity? = nil
    ) throws(FixtureError) {
        // FilePublisher names files by the path's UTF-8, which would write a second file beside one
        // whose name is not UTF-8 rather than replace it.
        guard !FileSystemPath.holdsRawBytes(path) else {
            throw FixtureError(path: path, problem: .unwritable("its name is not UTF-8; rename the file to write it"))
        }
        let stored: JSONValue
        do {
            stored = try fixture.stored()
        } catch {
            throw FixtureError(path: path, problem: .unwritable("cannot encode: \(error)"))
        }
        // Never publish a file adreplay would refuse to read (past a limit, an empty bug report):
        // `migrate` and `--update` replace in place, and the readable original would be lost.
        // What is written is checked as a reader takes it, the tree read back field by field,
        // without inflating or parsing its own bytes.
        let json = FixtureLayout.bytes(stored)
        if let violation = FixtureLimits.violation(ofWritten: fixture, stored: stored, bytes: json.count) {
            throw FixtureError(
                path: path, problem: .unwritable("it would be past the limits AdReplay reads a fixture within: \(violation)"))
        }
        do {
            _ = try Fixture(schema2: FieldReader(stored, what: "the fixture"), networks: [])
        } catch {
            let reason = error.message
            throw FixtureError(
                path: path,
                problem: .unwritable(
                    "it would not be a valid schema-\(fixture.schema) fixture: \(reason)"))
        }
        let bytes = Gzip.compress(json)
        try FilePublisher.publish(bytes, to: path, overwrite: overwrite, replacing: replacing)
    }

    /// Publishes `bytes` at `path` (see ``FilePublisher``): without `overwrite` only if nothing has
    /// the name, even when other processes race for it; with it, replacing the file in one step
    /// (through a symbolic link, whose target is replaced and whose mode is kept).
    package static func writeAtomically(_ bytes: [UInt8], to path: String, overwrite: Bool) throws(FixtureError) {
        try FilePublisher.publish(bytes, to: path, overwrite: overwrite)
    }

    /// Every `*.fixture.gz` under `paths` (files as given, folders searched recursively), sorted.
    public static func fixturePaths(in paths: [String]) throws(FixtureError) -> [String] {
        var found: [String] = []
        for path in paths {
            guard let name = FileSystemPath.cString(path) else {
                throw FixtureError(path: path, problem: .unreadable("its name holds a NUL character, which no file name can"))
            }
            var info = stat()
            guard stat(name, &info) == 0 else {
                let code = errno
                throw FixtureError(
                    path: path, problem: .unreadable(code == ENOENT ? "no such file or folder" : FixtureError.reason(errno: code)))
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                found.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            try collectFixtures(under: base, into: &found)
        }
        return uniqueInOrder(found)
    }

    /// `paths` in `String` order, each file once. Two names `String` takes as equal can be two
    /// files (`é` written as one character or as `e` and an accent): both are kept, in the order
    /// of their bytes, rather than one of them left out without a word (as a `Set` of the paths
    /// did) or put first by chance.
    static func uniqueInOrder(_ paths: [String]) -> [String] {
        let sorted = paths.sorted { lhs, rhs in
            lhs < rhs || lhs == rhs && lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
        }
        var unique: [String] = []
        unique.reserveCapacity(sorted.count)
        for path in sorted where !(unique.last.map { $0.utf8.elementsEqual(path.utf8) } ?? false) {
            unique.append(path)
        }
        return unique
    }

    /// Every `*.fixture.gz` in `root` and the folders below it (not through symbolic links to
    /// folders, which could loop), by `readdir`: a corpus of thousands is listed in milliseconds.
    /// One folder is open at a time, however deep the tree; a folder that cannot be read is an
    /// error naming it, never a silent gap in the run.
    private static func collectFixtures(under root: String, into found: inout [String]) throws(FixtureError) {
        var pending = [root]
        while let folder = pending.popLast() {
            guard let directory = FileSystemPath.cString(folder).flatMap({ opendir($0) }) else {
                throw FixtureError(path: folder, problem: .unreadable("the folder cannot be read (\(FixtureError.reason(errno: errno)))"))
            }
            while let entry = readdir(directory) {
                // The name's own bytes, carried exactly even when they are not UTF-8.
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    FileSystemPath.string(bytes.prefix { $0 != 0 })
                }
                guard name != ".", name != ".." else { continue }
                let path = folder + "/" + name
                var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
                if entry.pointee.d_type == UInt8(DT_UNKNOWN), let cPath = FileSystemPath.cString(path) {
                    var info = stat()
                    isFolder = lstat(cPath, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
                }
                if isFolder {
                    pending.append(path)
                } else if name.hasSuffix(".fixture.gz") {
                    found.append(path)
                }
            }
            closedir(directory)
        }
    }
}
