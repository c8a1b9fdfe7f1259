import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives bytes a file name so that racing writers and crashes never lose, clobber or half-write a
/// file.
///
/// The bytes go to a temporary file in the target's folder and are flushed (`fsync`); only then do
/// they get the target's name:
/// - without `overwrite`, by a hard link (`linkat(2)`), which fails with `EEXIST` when anything
///   has the name: of many racing writers exactly one wins, and an existing file is never replaced;
/// - with `overwrite`, by `rename(2)` over the target: readers see the old file or the new one.
///
/// The temporary file is unnamed (`O_TMPFILE`, linked by `/proc/self/fd/N`) where the filesystem
/// allows, so a crash leaves nothing. Where a name is unavoidable (a filesystem without
/// `O_TMPFILE`, no `/proc`, or the instant between naming an unnamed file and renaming it over the
/// target) it is `.NAME.tmp-adreplay-PID-N`, held under `flock(2)` while it lives; the next write
/// in the folder removes those whose process is gone and whose lock is free.
public enum FilePublisher {
    /// A file as one process read it: which file (device and inode) and what it held (its size
    /// and a 64-bit FNV-1a digest of its bytes). `replay --update` takes it before reading a
    /// fixture and publishes its rewrite only over that very file, unchanged: a fixture another
    /// process replaced or edited while the replay ran is left as the other process made it.
    public struct Identity: Sendable, Equatable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let digest: UInt64?
    }

    /// The identity of the regular file at `path` (links followed), or nil when there is none
    /// (the write then only happens if there still is none). A file past the fixture size limit
    /// is identified by device, inode and size alone.
    public static func identity(of path: String) -> Identity? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var digest: UInt64? = 0xcbf2_9ce4_8422_2325
        if status.st_size <= Int64(FixtureLimits.fileSize) {
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0 { digest = nil; break }
                if count == 0 { digest = hash; break }
                for byte in buffer[..<count] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            }
        } else {
            digest = nil
        }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size), digest: digest)
    }

    /// How the temporary file is made; tests force `.named` to cover the fallback.
    enum TemporaryFiles: Sendable {
        case unnamedWhenPossible
        case named
    }

    /// What sits between a temporary file's `.NAME` and its `PID-N`.
    static let temporaryMarker = ".tmp-adreplay-"

    /// Writes `bytes` to `path`: replacing what is there (through a symbolic link, keeping the
    /// link and the replaced file's permission bits) when `overwrite`, otherwise only if nothing
    /// has the name.
    ///
    /// `replacing` (with `overwrite`): the identity the caller read the file with; the bytes are
    /// published only if the file at the path is still that file with those bytes, checked at the
    /// last moment before the rename.
    static func publish(
        _ bytes: [UInt8], to path: String, overwrite: Bool, replacing: Identity? = nil,
        temporaryFiles: TemporaryFiles = .unnamedWhenPossible
    ) throws(FixtureError) {
        // A name that is no UTF-8 (see ``FileSystemPath``) is read exactly, but not yet written:
        // refused rather than written under another name.
        if FileSystemPath.holdsRawBytes(path) {
            throw FixtureError(path: path, problem: .unwritable("its name is not UTF-8, which adreplay does not write; rename it"))
        }
        let attempt = Attempt(path: path, bytes: bytes, overwrite: overwrite, replacing: replacing)
        do throws(PublishError) {
            do throws(PublishError) {
                try attempt.run(unnamed: temporaryFiles == .unnamedWhenPossible)
            } catch .unnamedUnavailable {
                try attempt.run(unnamed: false)
            }
        } catch {
            throw error.fixtureError(path: path)
        }
    }

    /// Writes a report (JUnit, Markdown) to `path`, replacing a regular file there (through a
    /// symbolic link, keeping its permission bits) and refusing anything else: the command line
    /// checks its targets first, this refuses what changed since.
    package static func publishReport(_ bytes: [UInt8], to path: String) throws(FixtureError) {
        try publish(bytes, to: path, overwrite: true)
    }

    /// The name of a temporary file for `name` owned by process `pid`.
    static func temporaryName(for name: String, pid: pid_t, sequence: UInt32) -> String {
        // Stay well inside NAME_MAX (255 bytes): the name is only there to be recognisable.
        var kept = ""
        var length = 0
        for scalar in name.unicodeScalars {
            length += String(scalar).utf8.count
            guard length <= 200 else { break }
            kept.unicodeScalars.append(scalar)
        }
        return ".\(kept)\(temporaryMarker)\(pid)-\(String(sequence, radix: 16))"
    }

    /// The process that owns `entry` when it is named like a temporary file, else nil.
    static func temporaryOwner(of entry: String) -> pid_t? {
        guard entry.hasPrefix("."), let marker = entry.range(of: temporaryMarker, options: .backwards) else { return nil }
        let parts = entry[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            !parts[1].isEmpty, parts[1].allSatisfy(\.isHexDigit),
            let pid = pid_t(parts[0]), pid > 0
        else { return nil }
        return pid
    }

    /// Removes the temporary files in `folder` left by processes that are gone: the owner's PID
    /// is not alive (`kill(pid, 0)` fails with `ESRCH`) and nobody holds the file's lock (so a
    /// writer in another PID namespace sharing the folder keeps its file).
    static func removeStaleTemporaryFiles(in folder: String, folderDescriptor: Int32) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries {
            guard let pid = temporaryOwner(of: entry), pid != getpid() else { continue }
            guard kill(pid, 0) == -1, errno == ESRCH else { continue }
            let descriptor = openat(folderDescriptor, entry, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var opened = stat(), named = stat()
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0,
                fstat(descriptor, &opened) == 0, fstatat(folderDescriptor, entry, &named, AT_SYMLINK_NOFOLLOW) == 0,
                opened.st_mode & S_IFMT == S_IFREG, opened.st_dev == named.st_dev, opened.st_ino == named.st_ino
            else { continue }
            unlinkat(folderDescriptor, entry, 0)
        }
    }
}

// MARK: - One attempt

private enum PublishError: Error {
    case problem(FixtureError.Problem)
    /// `O_TMPFILE` worked but its file could not be linked (no `/proc`, say): start again with a named file.
    case unnamedUnavailable

    static func unwritable(_ reason: String) -> PublishError { .problem(.unwritable(reason)) }
    static func system(_ code: Int32, _ context: String? = nil) -> PublishError {
        .unwritable(context.map { "\($0): \(describe(code))" } ?? describe(code))
    }

    func fixtureError(path: String) -> FixtureError {
        switch self {
        case .problem(let problem): FixtureError(path: path, problem: problem)
        // Never reaches a caller: `publish` tries again with a named file.
        case .unnamedUnavailable: FixtureError(path: path, problem: .unwritable("cannot give the temporary file a name"))
        }
    }
}

/// `strerror`, starting lower case to sit inside a sentence.
private func describe(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
}

/// write(2), under a name that methods called `write` do not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func isDirectory(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFDIR }
private func isSymbolicLink(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFLNK }

/// `path` split at its last slash: ("." for none).
private func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
}

#if os(Linux) && (arch(x86_64) || arch(arm64))
/// `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Swift does not import: a macro of macros.
private let openTemporaryFile: Int32? = 0o20000000 | O_DIRECTORY
#else
private let openTemporaryFile: Int32? = nil
#endif

private struct Attempt {
    let path: String
    let bytes: [UInt8]
    let overwrite: Bool
    let replacing: FilePublisher.Identity?

    /// Where the bytes go: the folder and name whose entry gets them, and for a replaced file,
    /// its permission bits.
    private struct Destination {
        var folder: String
        var name: String
        var keptMode: mode_t?
    }

    func run(unnamed: Bool) throws(PublishError) {
        let destination = try overwrite ? replacedDestination() : newDestination()
        try makeFolders(destination.folder)
        let folder = open(destination.folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw .system(errno, "cannot open the folder \(destination.folder)") }
        defer { close(folder) }
        FilePublisher.removeStaleTemporaryFiles(in: destination.folder, folderDescriptor: folder)

        var temporary = try TemporaryFile(in: folder, folderPath: destination.folder, for: destination.name, unnamed: unnamed)
        defer { temporary.discard() }
        try temporary.write(bytes)
        if let mode = destination.keptMode, fchmod(temporary.descriptor, mode) != 0 { throw .system(errno) }
        guard fsync(temporary.descriptor) == 0 else { throw .system(errno, "cannot flush it to disk") }

        if overwrite {
            if let replacing {
                let current = FilePublisher.identity(
                    of: destination.folder == "/" ? "/" + destination.name : destination.folder + "/" + destination.name)
                guard current == replacing else {
                    throw .unwritable(
                        "it changed while it was being replayed (another process replaced or edited it), so the update was not written over it; replay it again"
                    )
                }
            }
            try temporary.rename(over: destination.name)
        } else {
            do throws(PublishError) {
                try temporary.link(as: destination.name)
            } catch .problem(.alreadyExists) {
                throw .problem(existingProblem())
            }
        }
        // The name is durable once the folder is flushed; the file is already published, so a
        // folder that cannot be flushed (some filesystems refuse) is not reported as a failure.
        _ = fsync(folder)
    }

    /// Without overwrite: the path itself, which must be free (no file, no link of any kind).
    private func newDestination() throws(PublishError) -> Destination {
        let (folder, name) = split(path)
        try checkName(name)
        var status = stat()
        if lstat(path, &status) == 0 { throw .problem(existingProblem()) }
        guard errno == ENOENT || errno == ENOTDIR else { throw .system(errno) }
        return Destination(folder: folder, name: name, keptMode: nil)
    }

    /// What is wrong with writing over what has the path: a dangling link says so.
    private func existingProblem() -> FixtureError.Problem {
        var status = stat(), target = stat()
        if lstat(path, &status) == 0, isSymbolicLink(status), stat(path, &target) != 0, errno == ENOENT {
            return .danglingSymlink
        }
        return .alreadyExists
    }

    /// With overwrite: the end of the chain of symbolic links starting at the path (the path
    /// itself when it is no link), which may not exist yet.
    private func replacedDestination() throws(PublishError) -> Destination {
        var current = path
        for _ in 0...40 {
            let (folder, name) = split(current)
            try checkName(name)
            var status = stat()
            guard lstat(current, &status) == 0 else {
                guard errno == ENOENT || errno == ENOTDIR else { throw .system(errno) }
                return Destination(folder: folder, name: name, keptMode: nil)
            }
            if isDirectory(status) { throw .unwritable(current == path ? "it is a directory" : "it links to a directory, \(current)") }
            // Renaming over a FIFO or a device would replace it with a file: refused.
            if status.st_mode & S_IFMT != S_IFREG, !isSymbolicLink(status) {
                throw .unwritable(current == path ? "it is not a regular file" : "it links to \(current), which is not a regular file")
            }
            guard isSymbolicLink(status) else {
                return Destination(folder: folder, name: name, keptMode: status.st_mode & 0o7777)
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw .system(errno, "cannot read the symbolic link \(current)") }
            let target = FileSystemPath.string(buffer[..<count].map { UInt8(bitPattern: $0) })
            guard !target.isEmpty else { throw .unwritable("the symbolic link \(current) is empty") }
            // Names are written as UTF-8 here: one that is not would be written as another file.
            guard !FileSystemPath.holdsRawBytes(target) else {
                throw .unwritable("it links to \(FileSystemPath.displayed(target)), whose name is not UTF-8, which AdReplay does not write")
            }
            current = target.hasPrefix("/") ? target : (folder == "/" ? "/" : folder + "/") + target
        }
        throw .system(ELOOP)
    }

    private func checkName(_ name: String) throws(PublishError) {
        if name.isEmpty || name == "." || name == ".." { throw .unwritable("it names a folder, not a file") }
    }

    /// `mkdir -p`.
    private func makeFolders(_ folder: String) throws(PublishError) {
        var status = stat()
        if stat(folder, &status) == 0, isDirectory(status) { return }
        if mkdir(folder, 0o777) == 0 { return }
        var code = errno
        if code == ENOENT {
            let parent = split(folder).folder
            if parent != folder { try makeFolders(parent) }
            if mkdir(folder, 0o777) == 0 { return }
            code = errno
        }
        if code == EEXIST {
            if stat(folder, &status) == 0, isDirectory(status) { return }
            code = ENOTDIR
        }
        throw .system(code, "cannot create the folder \(folder)")
    }
}

// MARK: - The temporary file

private struct TemporaryFile {
    let folder: Int32
    let descriptor: Int32
    /// Its name in `folder` while it has one.
    private(set) var name: String?
    private let targetName: String

    init(in folder: Int32, folderPath: String, for targetName: String, unnamed: Bool) throws(PublishError) {
        self.folder = folder
        self.targetName = targetName
        if unnamed, let flags = openTemporaryFile {
            let descriptor = openat(folder, ".", flags | O_WRONLY | O_CLOEXEC, mode_t(0o666))
            if descriptor >= 0 {
                self.descriptor = descriptor
                // Locked before it ever has a name, so no cleaner can take it for a dead writer's.
                _ = flock(descriptor, LOCK_EX | LOCK_NB)
                return
            }
            // Filesystems (and kernels) without O_TMPFILE say so in one of these ways.
            guard [EOPNOTSUPP, EISDIR, EINVAL].contains(errno) else {
                throw .system(errno, "cannot create a file in \(folderPath)")
            }
        }
        for _ in 0..<100 {
            let candidate = FilePublisher.temporaryName(for: targetName, pid: getpid(), sequence: UInt32.random(in: 0...UInt32.max))
            let descriptor = openat(folder, candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o666))
            if descriptor >= 0 {
                self.descriptor = descriptor
                name = candidate
                _ = flock(descriptor, LOCK_EX | LOCK_NB)
                return
            }
            guard errno == EEXIST else { throw .system(errno, "cannot create a file in \(folderPath)") }
        }
        throw .system(EEXIST, "cannot create a file in \(folderPath)")
    }

    func write(_ bytes: [UInt8]) throws(PublishError) {
        var code: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    code = errno
                    return
                }
                offset += written
            }
        }
        if code != 0 { throw .system(code) }
    }

    /// Gives the file the name `target`, failing with `.alreadyExists` when anything has it.
    mutating func link(as target: String) throws(PublishError) {
        if let name {
            guard linkat(folder, name, folder, target, 0) == 0 else { throw linkFailure(errno) }
            // Drop the temporary name now, so that flushing the folder records its removal too.
            unlinkat(folder, name, 0)
            self.name = nil
        } else {
            try linkUnnamed(as: target)
        }
    }

    /// Renames the file over `target` in one step.
    mutating func rename(over target: String) throws(PublishError) {
        if name == nil {
            // An unnamed file needs a name to be renamed: a temporary one, for an instant.
            for _ in 0..<100 where name == nil {
                let candidate = FilePublisher.temporaryName(for: targetName, pid: getpid(), sequence: UInt32.random(in: 0...UInt32.max))
                do throws(PublishError) {
                    try linkUnnamed(as: candidate)
                    name = candidate
                } catch .problem(.alreadyExists) {
                    continue
                }
            }
        }
        guard let name else { throw .system(EEXIST) }
        guard renameat(folder, name, folder, target) == 0 else { throw .system(errno) }
        self.name = nil
    }

    /// Links the unnamed file by its `/proc/self/fd` entry. Failing for any reason but a taken
    /// name (no `/proc`, a filesystem that refuses), the whole write is done again with a named
    /// temporary file, whose own failure, if any, is the one reported.
    private func linkUnnamed(as target: String) throws(PublishError) {
        guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", folder, target, AT_SYMLINK_FOLLOW) == 0 else {
            throw errno == EEXIST ? .problem(.alreadyExists) : .unnamedUnavailable
        }
    }

    private func linkFailure(_ code: Int32) -> PublishError {
        switch code {
        case EEXIST: .problem(.alreadyExists)
        case EPERM, EOPNOTSUPP, EMLINK:
            .unwritable(
                "cannot hard-link the temporary file (\(describe(code))), which writing without replacing needs; overwriting writes by rename instead"
            )
        default: .system(code)
        }
    }

    /// Removes the temporary name, if any, then closes the file (an unnamed file just vanishes).
    mutating func discard() {
        if let name {
            unlinkat(folder, name, 0)
            self.name = nil
        }
        close(descriptor)
    }
}
