import Mediation

extension HostHarness {
    /// Notes, from now on, what the adapter reads of its configurations and of GMA's global state
    /// in this session (``AdapterReads``); call it before ``run()``. Off by default, so a replay
    /// that does not ask pays nothing but a nil check per read.
    func notingReads() -> ConfigurationReads {
        let reads = ConfigurationReads()
        world.configurationReads = reads
        world.mobileAds.readLog = reads
        return reads
    }
}
