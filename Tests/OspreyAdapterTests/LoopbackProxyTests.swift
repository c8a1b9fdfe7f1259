import AdReplay
import AdReplayOsprey
import AdReplayTesting
import Foundation
import Testing

/// A recording through a ``Cassette`` against the simulated Osprey network (the loopback ad
/// server) reaches no proxy, whatever the environment names (issue 45, item 2, in a test process
/// rather than the command line's workers, which are started without proxy variables). Before,
/// the loopback requests went through URLSession, which on Linux always lets libcurl take
/// `http_proxy` and `all_proxy`: the recording went to the proxy.
@Suite struct LoopbackProxyTests {
    /// Set in the child this test starts: it records there, with the proxies set.
    static let probe = "OSPREY_PROXY_PROBE"

    @Test func aCassetteRecording_againstTheSimulatedNetwork_reachesNoProxy() throws {
        if let folder = ProcessInfo.processInfo.environment[Self.probe] {
            try Self.record(in: folder)
            return
        }
        // A proxy that only listens: a request through it would wait in its backlog.
        let proxy = try Listening()
        defer { proxy.close() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("osprey-proxy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        child.arguments = ["--testing-library", "swift-testing", "--filter", "LoopbackProxyTests"]
        var environment = ProcessInfo.processInfo.environment
        for variable in ["http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] {
            environment[variable] = "http://127.0.0.1:\(proxy.port)"
        }
        environment["no_proxy"] = nil
        environment["NO_PROXY"] = nil
        environment[Self.probe] = folder.path
        environment["ADREPLAY_ISOLATION"] = "off"
        child.environment = environment
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(child.terminationStatus == 0, "\(said)")
        #expect(!proxy.wasReached, "the recording went to the proxy")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("fill.fixture.gz").path), "\(said)")
    }

    /// In the child: a Cassette records `banner/fill` anew, as committed.
    static func record(in folder: String) throws {
        let committed = try OspreyFixtures.read("banner/fill")
        let path = folder + "/fill.fixture.gz"
        let result = try Cassette.use(path, scenario: committed.scenario, registry: .osprey, network: .answer("fill"), mode: .all)
        #expect(result.passed, "\(result.failureMessage ?? "")")
        #expect(try FixtureStore.read(path, networks: AdapterRegistry.osprey.networks).timeline == committed.timeline)
    }
}

/// A TCP socket on 127.0.0.1 that listens and never accepts: a connection made to it waits.
private final class Listening {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 16) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard descriptor >= 0, bound else { throw POSIXError(.EADDRNOTAVAIL) }
        port = UInt16(bigEndian: address.sin_port)
    }

    /// Whether a connection waits to be accepted.
    var wasReached: Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&waiting, 1, 0) > 0
    }

    func close() {
        _ = Glibc.close(descriptor)
    }
}
