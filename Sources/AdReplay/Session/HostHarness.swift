import AdWorld
import Mediation
import NeutralUI

/// Stands in for Google Mobile Ads (and, for custom native ads, for the app): builds a world,
/// loads the scenario's format through its registered adapter, runs the script on the virtual
/// clock, and observes the three seams. One harness runs one session.
final class HostHarness {
    /// Why a session could not be run at all.
    struct SetupError: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    let scenario: Scenario
    let world: World
    let clock = VirtualClock()
    let recorder: HostEventRecorder
    let root: ViewController
    let registry: AdapterRegistry
    private let context: HostContext
    /// The host of the scenario's format family, once its adapter is made.
    private var host: (any FormatHost)?

    /// Request problems of a replay, across its networks.
    let ledger: RequestLedger
    /// The session in the process's account of detached use, while it runs.
    private var session: DetachedActivity.Session?
    /// Once the session ran: the note saying which objects were used outside it while it ran
    /// alone in the process (``detachedNote(_:)``); nil when none was, or it did not run alone.
    private(set) var detachedNote: String?
    /// Whether the session checks the opt-in `released` rule (``HostReleaseCheck``); then,
    /// once it ran, what its adapters, ads and SDK objects left alive (``ContractCheck/check(_:_:networks:optIn:timeline:keptAlive:)``).
    var checksRelease = false
    /// What was still alive once the host let go, before a second session tells the process's
    /// objects apart (``keptAliveBySession(observation:)``).
    private(set) var keptAlive: [HostReleaseCheck.Watched] = []
    /// Every object the release watch found (``HostReleaseCheck/identities``).
    private(set) var watchedIdentities: Set<ObjectIdentifier> = []
    /// The session's loop while it runs.
    private var loop: SessionLoop?
    /// Once the session ran: what it could not run at its virtual time, or refused, said in
    /// sentences (``SessionDrain/end()``).
    private(set) var sessionNotes: [String] = []
    /// Every note of the session, for its result: the detached note, then the session's.
    var notes: [String] { (detachedNote.map { [$0] } ?? []) + sessionNotes }

    /// A session of `scenario` in which each of the registry's networks answers as `answers` says.
    /// `configure` runs once the networks are in place, to change what the world holds.
    /// `expectedEntries`: about how many timeline entries the session will hold (a replay's
    /// recording); room for them is made at once.
    init(
        scenario: Scenario, registry: AdapterRegistry, answers: (any NetworkPlugin) -> NetworkSession.Answers,
        expectedEntries: Int = 0, configure: (World) -> Void = { _ in }
    ) {
        self.scenario = scenario
        self.registry = registry
        let world = World(clock: clock)
        self.world = world
        let recorder = HostEventRecorder(
            world: world,
            attributesAds: scenario.script.count { $0.action == .load } > 1,
            expectedEntries: expectedEntries
        ) { [clock] in clock.now }
        self.recorder = recorder
        let ledger = RequestLedger()
        self.ledger = ledger
        // One binding of the world for all of it: binding a task-local costs an allocation.
        (root, context) = world.run {
            let root = ViewController(), appScreen = ViewController()
            appScreen.title = HostContext.appScreenTitle
            root.addChild(appScreen)
            let context = HostContext(scenario: scenario, root: root, appScreen: appScreen, recorder: recorder) { [registry] in
                registry.networkExtras(of: scenario.adapterClassName, scenario.request?.extras)
            }
            world.application.rootViewController = root
            world.mediationObserver = recorder
            world.nativeAdNotificationReceiver = recorder
            // The device is made on first use: only a custom native scenario names installed apps.
            if let schemes = scenario.customNative?.installedAppSchemes, !schemes.isEmpty {
                world.hostDevice.installedAppSchemes = Set(schemes)
            }
            // GMA's global state, as the app set it before loading; a world's own, so nothing
            // one session sets reaches the next.
            if let settings = scenario.mobileAds { world.mobileAds = MobileAds(settings) }
            for plugin in registry.networks {
                plugin.install(
                    NetworkSession(network: plugin.name, answers: answers(plugin), recorder: recorder, ledger: ledger), in: world)
            }
            configure(world)
            return (root, context)
        }
    }

    /// Runs the script, then the clock to quiescence, and returns what crossed the seams.
    ///
    /// A step at time T happens once everything the SDK had due at or before T has run: a user
    /// who taps "at 2000 ms" sees the screen as it is at 2000 ms, timers included. Between any two
    /// actions of the clock and after each step, what the adapter queued to the main queue, the
    /// main actor or a task runs at that virtual time (``SessionLoop``).
    func run() throws -> Observation {
        defer { end() }
        if let problem = FixtureLimits.violation(ofScript: scenario.script) {
            throw SetupError(description: problem)
        }
        if let reason = recorder.cannotRecord { throw SetupError(description: reason) }
        session = DetachedActivity.process.beginSession()
        let loop = SessionLoop(world: world, clock: clock)
        self.loop = loop
        // The whole session inside its world: what the clock runs finds it already bound.
        try world.run {
            try makeHost()
            // Nearly always in order already; the sort is stable, so an ordered script is itself.
            let script = scenario.script
            let inOrder = zip(script, script.dropFirst()).allSatisfy { $0.at <= $1.at }
            let ordered = inOrder ? script : script.sorted(by: { $0.at < $1.at })
            for step in ordered {
                try loop.settle(through: step.at)
                recorder.record(step: step.action)
                try perform(step.action)
            }
            try loop.runToQuiescence()
        }
        if let refusal = context.refusal { throw SetupError(description: refusal) }
        // A live network that refused what it met mid-session (``LiveRefusal``).
        if let reason = recorder.cannotRecord { throw SetupError(description: reason) }
        guard !recorder.overflowed else {
            throw SetupError(
                description: "the session produced more than the \(FixtureLimits.timelineEntries) timeline entries a fixture may hold")
        }
        guard clock.now <= FixtureLimits.horizon else {
            throw SetupError(description: "the session ran to \(clock.now) ms, past the session horizon of \(FixtureLimits.horizon) ms")
        }
        return recorder.observation
    }

    /// Lets go of the session: the world's pending work and services, and what the host held. An
    /// adapter may hold its host strongly (a delegate property that is weak in Objective-C but
    /// strong in a Swift port); letting go here keeps such a cycle from outliving the session.
    /// An event delegate keeps its ad as GMA's does, so an adapter that holds the delegate
    /// strongly makes a cycle with it: a session that checks `released` leaves that cycle for the
    /// watch to find (``keptAliveBySession(observation:)`` breaks it once read); any other
    /// breaks it first, so that the ads are freed when the host lets go of them, as before.
    private func end() {
        if let session {
            detachedNote = Self.detachedNote(DetachedActivity.process.endSession(session))
            self.session = nil
        }
        if let loop {
            sessionNotes = loop.end()
            self.loop = nil
        }
        let watch = releaseWatch(of: host)
        if !checksRelease { context.forgetAds() }
        world.end()
        host?.end()
        host = nil
        context.end()
        keptAlive = watch?.keptAlive(excludingReachableFrom: [root, world]) ?? []
        watchedIdentities = watch?.identities ?? []
        if keptAlive.isEmpty { context.forgetAds() }
    }

    /// Breaks the cycles a session that checks `released` left for its watch (``end()``).
    func forgetAds() {
        context.forgetAds()
    }

    /// Makes the host of the scenario's format family, which makes a new instance of the adapter
    /// the scenario names for each load, as GMA does. A current-API adapter's class is set up
    /// first, once for the session (GMA sets each adapter class up once, when the app starts
    /// the SDK), through `setUp(with:completionHandler:)` (GMA 12's name, whose default calls the
    /// older `setUpWith`); what its set-up answers is not recorded, and loads do not wait for it.
    private func makeHost() throws(SetupError) {
        let profile = scenario.format.profile
        if profile.api == .hostAdServer {
            host = CustomNativeHost(context)
            return
        }
        guard let name = scenario.adapterClassName else {
            throw SetupError(description: "the scenario names no adapter class for format \(scenario.format.rawValue)")
        }
        switch (registry.entry(named: name), profile.api) {
        case (.mediation(let type)?, .current):
            if let refusal = PreGMANames.refusal(of: type) { throw SetupError(description: refusal) }
            type.setUp(
                with: MediationServerConfiguration(credentials: [context.credentials]),
                completionHandler: { (_: (any Error)?) in })
            let makeAdapter = { type.init() }
            host =
                switch profile.family {
                case .banner: BannerHost(context, makeAdapter: makeAdapter)
                case .fullScreen: FullScreenHost(context, makeAdapter: makeAdapter)
                default: NativeHost(context, makeAdapter: makeAdapter)
                }
        case (.customEvent(let type)?, .legacyCustomEvent):
            host = LegacyNativeHost(context, makeCustomEvent: { type.init() })
        case (nil, _):
            let known = registry.names.joined(separator: ", ")
            throw SetupError(description: "no adapter is registered as \(name) (registered: \(known.isEmpty ? "none" : known))")
        default:
            let listed = registry.listedFormats(of: name).map(\.rawValue).joined(separator: ", ")
            throw SetupError(
                description: "\(name) does not implement \(scenario.format.rawValue) (it implements \(listed.isEmpty ? "none" : listed))")
        }
    }

    /// Performs one script action as the host or the user would. An action that has nothing to
    /// act on (presenting when nothing loaded, closing when nothing is on screen) does nothing,
    /// as on a device; a `close` that finds a screen but no close button on it is refused
    /// (``close()``).
    func perform(_ action: HostAction) throws(SetupError) {
        switch action {
        case .load: host?.load(context.startLoad())
        case .tap: tap()
        case .close: try close()
        case .chooseAlertButton(let title):
            // Only a finished alert takes touches; without one, or without the button, nothing happens.
            guard let alert = root.topPresentedViewController as? AlertController, alert.isVisible else { return }
            alert.choose(title)
        default: host?.perform(action)
        }
    }

    /// The user taps the ad: a banner on the page; else the screen on top (a full-screen ad's
    /// Click button or screen); else a rendered native ad's view. A screen still animating in
    /// takes no touches (UIKit ignores them during a transition), so a tap then does nothing.
    private func tap() {
        if host?.tapAd() == true { return }
        if let screen = root.topPresentedViewController {
            guard screen.isVisible else { return }
            if let alert = screen as? AlertController {
                alert.choose("Click")
            } else {
                screen.view.tap()
            }
        } else {
            host?.renderedView?.tap()
        }
    }

    /// The user closes the screen on top, once it has finished appearing: an alert through its
    /// Close button, any other screen through its view identified ``View/closeButtonIdentifier``
    /// (which does nothing while hidden, as a close button not shown yet). A screen with neither
    /// is refused: the host cannot know what its user would tap, and a `close` that did nothing
    /// would read in the timeline as a close.
    private func close() throws(SetupError) {
        guard let screen = root.topPresentedViewController, screen.isVisible else { return }
        var name: String { screen.title.map { "\"\($0)\"" } ?? String(describing: type(of: screen)) }
        if let alert = screen as? AlertController {
            guard alert.choose("Close") else {
                let buttons = alert.actions.map(\.title).joined(separator: ", ")
                throw SetupError(
                    description:
                        "close at \(clock.now) ms found no Close button in the alert on top (\(name)), which has \(buttons.isEmpty ? "no buttons" : buttons); choose one of them with choose BUTTON"
                )
            }
        } else if let button = screen.view.first(identifiedBy: View.closeButtonIdentifier) {
            button.tap()
        } else {
            throw SetupError(
                description:
                    "close at \(clock.now) ms found no close button on the screen on top (\(name)): none of its views has the accessibilityIdentifier View.closeButtonIdentifier (\"\(View.closeButtonIdentifier)\"); give the SDK's close button that identifier"
            )
        }
    }
}
