import AdReplay
import AdReplaySample
import Testing

/// The text form of scripts: parsing, errors, and rendering back.
@Suite struct ScriptTests {
    private func steps(_ list: [(Int, HostAction)]) -> [ScriptStep] {
        list.map { ScriptStep(at: $0.0, $0.1) }
    }

    private func parseError(_ text: String) -> String? {
        do {
            _ = try Script.parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: The default scripts

    @Test func defaultTexts_parseToTheFullFlows() throws {
        let expected: [Scenario.Format: [ScriptStep]] = [
            .banner: steps([(0, .load), (1000, .tap)]),
            .interstitial: steps([(0, .load), (1000, .present), (2000, .tap)]),
            .rewarded: steps([(0, .load), (1000, .present), (11500, .tap), (12000, .close)]),
            .rewardedInterstitial: steps([(0, .load), (1000, .present), (11500, .tap), (12000, .close)]),
            .appOpen: steps([(0, .load), (1000, .present), (6500, .tap), (7000, .close)]),
            .native: steps([(0, .load), (1000, .render), (1000, .impression), (2000, .click(asset: "headline")), (7000, .untrack)]),
            .nativeLegacy: steps([(0, .load), (1000, .render), (1000, .impression), (2000, .click(asset: "headline")), (7000, .untrack)]),
            .nativeSelfTracking: steps([(0, .load), (1000, .render), (3000, .tap), (4000, .untrack)]),
            .customNative: steps([(0, .load), (1000, .impression), (1500, .impression), (2000, .click(asset: "Headline"))]),
        ]
        for format in Scenario.Format.allCases {
            #expect(try Script.parse(Script.defaultText(for: format)) == expected[format], "\(format)")
            #expect(Script.defaultSteps(for: format) == expected[format], "\(format)")
        }
    }

    // MARK: Times

    @Test func relativeTimes_addToThePreviousStep() throws {
        #expect(
            try Script.parse("load; +1000 present; +10500 tap; +500 close")
                == steps([(0, .load), (1000, .present), (11500, .tap), (12000, .close)]))
    }

    @Test func absoluteTimes_countFromTheStart() throws {
        #expect(
            try Script.parse("@100 load; +50 tap; @1000 close; +1 present")
                == steps([(100, .load), (150, .tap), (1000, .close), (1001, .present)]))
    }

    @Test func stepsWithoutATime_happenWithThePreviousStep() throws {
        #expect(
            try Script.parse("load; +1000 render; impression; click headline")
                == steps([(0, .load), (1000, .render), (1000, .impression), (1000, .click(asset: "headline"))]))
    }

    @Test func wait_movesTimeOnly() throws {
        #expect(
            try Script.parse("load; wait 500; tap; wait 250; +250 close")
                == steps([(0, .load), (500, .tap), (1000, .close)]))
        #expect(try Script.parse("wait 100; load") == steps([(100, .load)]))
        #expect(try Script.parse("+100 wait 50; load") == steps([(150, .load)]))
    }

    // MARK: Actions

    @Test func everyAction_parses() throws {
        #expect(
            try Script.parse(
                "load; present; tap; close; render; impression; click MainImage; untrack; adchoices; click-handler on; click-handler off")
                == steps([
                    (0, .load), (0, .present), (0, .tap), (0, .close), (0, .render), (0, .impression),
                    (0, .click(asset: "MainImage")), (0, .untrack), (0, .tapAdChoices), (0, .customClickHandler(true)),
                    (0, .customClickHandler(false)),
                ]))
    }

    @Test func choose_takesTheButtonTitleWithItsSpaces() throws {
        #expect(
            try Script.parse("adchoices; +500 choose OK; choose Not now")
                == steps([
                    (0, .tapAdChoices), (500, .chooseAlertButton("OK")), (500, .chooseAlertButton("Not now")),
                ]))
        #expect(Script.render(steps([(0, .tapAdChoices), (500, .chooseAlertButton("OK"))])) == "adchoices; +500 choose OK")
    }

    @Test func choose_withoutATitle_saysWhatItNeeds() {
        #expect(parseError("load; choose") == "script step 2: choose needs an alert button's title, e.g. choose OK")
    }

    @Test func verbs_ignoreCaseButAssetsKeepIt() throws {
        #expect(try Script.parse("LOAD; Click Headline; +5 Untrack") == steps([(0, .load), (0, .click(asset: "Headline")), (5, .untrack)]))
    }

    @Test func extraSpacesAndATrailingSemicolon_areFine() throws {
        #expect(try Script.parse("  load ;   +1000   tap ;") == steps([(0, .load), (1000, .tap)]))
    }

    // MARK: Errors

    @Test func emptyScript() {
        #expect(parseError("") == "the script has no actions")
        #expect(parseError(" ; ") == "the script has no actions")
        #expect(parseError("wait 100") == "the script has no actions")
    }

    @Test func emptySteps_areSkippedWherever() throws {
        #expect(try Script.parse("; load;; +1000 tap;") == steps([(0, .load), (1000, .tap)]))
    }

    @Test func badTimes() {
        #expect(parseError("load; +x tap") == #"script step 2: "+x" is not a time (use @MS or +MS)"#)
        #expect(parseError("@-5 load") == #"script step 1: "@-5" is not a time (use @MS or +MS)"#)
        #expect(parseError("+ load") == #"script step 1: "+" is not a time (use @MS or +MS)"#)
        #expect(parseError("@1.5 load") == #"script step 1: "@1.5" is not a time (use @MS or +MS)"#)
    }

    /// Times and waits are read from the script's bytes, exactly as `Int(String)` reads the word.
    @Test func numbers_readAsIntReadsThem() throws {
        #expect(try Script.parse("@+5 load; +-0 tap; wait +5; close") == steps([(5, .load), (5, .tap), (10, .close)]))
        #expect(parseError("@99999999999999999999 load") == #"script step 1: "@99999999999999999999" is not a time (use @MS or +MS)"#)
        #expect(parseError("@-9223372036854775808 load") == #"script step 1: "@-9223372036854775808" is not a time (use @MS or +MS)"#)
        #expect(parseError("@5x load") == #"script step 1: "@5x" is not a time (use @MS or +MS)"#)
        #expect(parseError("load; wait 5 6") == "script step 2: wait needs a number of milliseconds")
        #expect(parseError("load; wait 5x") == "script step 2: wait needs a number of milliseconds")
        // A mark combining with the sign makes one character with it: dropped with it, and not an "@".
        #expect(try Script.parse("+10 load; @\u{301}5 tap") == steps([(10, .load), (15, .tap)]))
    }

    @Test func timeWithoutAnAction() {
        #expect(parseError("load; @100") == "script step 2 has a time but no action")
    }

    @Test func badWaits() {
        #expect(parseError("load; wait") == "script step 2: wait needs a number of milliseconds")
        #expect(parseError("wait -1") == "script step 1: wait needs a number of milliseconds")
        #expect(parseError("wait soon") == "script step 1: wait needs a number of milliseconds")
    }

    @Test func badArguments() {
        #expect(parseError("load now") == "script step 1: load takes no argument")
        #expect(parseError("load; adchoices please") == "script step 2: adchoices takes no argument")
        #expect(parseError("click") == "script step 1: click needs an asset name")
        #expect(parseError("click-handler maybe") == "script step 1: click-handler takes on or off")
        #expect(parseError("click-handler") == "script step 1: click-handler takes on or off")
    }

    @Test func unknownAction_listsTheKnownOnes() {
        #expect(
            parseError("load; +10 jump")
                == #"script step 2: unknown action "jump" (load, present, tap, close, render, impression, click ASSET, untrack, adchoices, click-handler on|off, choose BUTTON, wait MS)"#
        )
    }

    // MARK: Rendering

    @Test func render_writesRelativeTimes() {
        #expect(
            Script.render(steps([(0, .load), (1000, .present), (11500, .tap), (12000, .close)]))
                == "load; +1000 present; +10500 tap; +500 close")
        #expect(
            Script.render(steps([(500, .load), (500, .customClickHandler(true)), (700, .click(asset: "Headline")), (700, .tapAdChoices)]))
                == "+500 load; click-handler on; +200 click Headline; adchoices")
        #expect(Script.render([]) == "")
    }

    @Test(arguments: Scenario.Format.allCases)
    func render_roundTripsTheDefaults(format: Scenario.Format) throws {
        let steps = Script.defaultSteps(for: format)
        #expect(try Script.parse(Script.render(steps)) == steps)
        #expect(Script.render(steps) == Script.defaultText(for: format))
    }

    @Test func render_roundTripsEveryCommittedScript() throws {
        for path in try FixtureStore.fixturePaths(in: [recordingsFolder.path]) {
            let script = try FixtureStore.read(path, networks: Registry.sample.networks).scenario.script
            #expect(try Script.parse(Script.render(script)) == script, "\(path)")
        }
    }

    @Test func render_roundTripsAScriptThatGoesBackInTime() throws {
        // "@N" is a time from the start, so a later step may name an earlier time.
        let steps = try Script.parse("@1000 load; @0 tap")
        #expect(steps == self.steps([(1000, .load), (0, .tap)]))
        let reparsed = try Script.parse(Script.render(steps))
        #expect(reparsed == steps)
    }
}
