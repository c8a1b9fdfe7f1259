import AdWorld

/// Random host scripts for a format, odd orders included: reloads, presents before a load and
/// twice, closes without a present, clicks before a render, long waits, steps at the same
/// instant. Deterministic for the generator's seed.
///
/// ```swift
/// var generator = SeededGenerator(seed: 7)
/// Script.render(ScriptGenerator.steps(for: .interstitial, &generator))
/// // e.g. "load; +1000 present; close"
/// ```
public enum ScriptGenerator {
    /// Host actions each format can take, the user's included, in any order (some twice, to be
    /// drawn more often).
    public static func actions(for format: Scenario.Format) -> [HostAction] {
        format.profile.generatedActions
    }

    /// Gaps between steps: the same instant (often), a presentation still animating, the
    /// rewarded and app-open timers, and a long wait.
    public static let gaps = [0, 0, 0, 1, 150, 300, 1000, 2000, 5000, 10_500, 60_000]

    /// A script of up to eight steps that usually, not always, starts with a load.
    public static func steps(for format: Scenario.Format, _ generator: inout SeededGenerator) -> [ScriptStep] {
        let actions = actions(for: format)
        var steps: [ScriptStep] = generator.draw(below: 10) == 0 ? [] : [ScriptStep(at: 0, .load)]
        var time = 0
        for _ in 0..<(1 + generator.draw(below: 7)) {
            let gap = gaps[generator.draw(below: gaps.count)]
            let action = actions[generator.draw(below: actions.count)]
            if !steps.isEmpty { time += gap }
            steps.append(ScriptStep(at: time, action))
        }
        return steps
    }
}
