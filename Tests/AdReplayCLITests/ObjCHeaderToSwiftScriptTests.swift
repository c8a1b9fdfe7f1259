import Foundation
import Testing

/// `scripts/objc-header-to-swift HEADER.h… [IMPL.m…]`, which writes the Swift that Swift would
/// import from an adapter's own Objective-C headers. The headers here are the test's own (never
/// Google's). What the script writes for them is committed as
/// `Tests/GoogleMobileAdsCompatTests/ObjCHeaderToSwiftOutput.swift`, which that target compiles
/// against `GoogleMobileAdsCompat` and uses (`ObjCHeaderToSwiftOutputTests`): these tests check
/// that the script still writes exactly that file, and the exact sentence of each refusal.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "needs python3"))
struct ObjCHeaderToSwiftScriptTests {
    static let script = AdReplayCLI.packageRoot.appendingPathComponent("scripts/objc-header-to-swift")
    static let committedOutput = AdReplayCLI.packageRoot.appendingPathComponent(
        "Tests/GoogleMobileAdsCompatTests/ObjCHeaderToSwiftOutput.swift")

    static let header = """
        #import <Foundation/Foundation.h>
        #import <GoogleMobileAds/GoogleMobileAds.h>

        NS_ASSUME_NONNULL_BEGIN

        /// The domain of the adapter's errors.
        extern NSErrorDomain const GADMAdapterAcmeErrorDomain;
        extern NSString *const GADMAdapterAcmeVersion;
        static const NSInteger GADMAdapterAcmeMaxRetries = 3;
        static NSString *const GADMAdapterAcmePlacementKey = @"placement_id";

        typedef NS_ERROR_ENUM(GADMAdapterAcmeErrorDomain, GADMAdapterAcmeErrorCode) {
          GADMAdapterAcmeErrorInvalidServerParameters = 101,
          GADMAdapterAcmeErrorSDKNotInitialized = 102,  // an acronym first
          GADMAdapterAcmeErrorAdNotReady,
        };

        typedef NS_ENUM(NSInteger, GADMAdapterAcmeAdChoicesCorner) {
          GADMAdapterAcmeAdChoicesCornerTopLeft,
          GADMAdapterAcmeAdChoicesCornerBottomRight = 3,
          GADMAdapterAcmeAdChoicesCornerDefault = GADMAdapterAcmeAdChoicesCornerTopLeft,
          GADMAdapterAcmeAdChoicesCornerLegacy __deprecated_msg("Use TopLeft.") = 7
        };

        // A misspelt case keeps Swift from stripping more than the words every case shares.
        typedef NS_ENUM(NSInteger, GADMAdapterAcmeState) {
          GADMAdapterAcmeStateIdle,
          GADMAdapterAcmeStaetLoading,
        };

        typedef NS_OPTIONS(NSUInteger, GADMAdapterAcmeAdTypes) {
          GADMAdapterAcmeAdTypeNone = 0,
          GADMAdapterAcmeAdTypeVideo = 1 << 0,
          GADMAdapterAcmeAdTypeDisplay = 1 << 1,
        };

        @interface GADMAdapterAcmeExtras : NSObject <GADAdNetworkExtras>

        @property(nonatomic, assign) BOOL muteAudio;
        @property(nonatomic, getter=isTestMode) BOOL testMode;
        @property(nonatomic, copy, nullable) NSString *userID;
        @property(nonatomic, copy) NSArray<NSString *> *keywords;
        @property(nonatomic, assign) GADMAdapterAcmeAdChoicesCorner corner;
        @property(nonatomic, assign) GADMAdapterAcmeAdTypes adTypes;
        @property(nonatomic, assign) NSInteger age __deprecated_msg("Use keywords.");

        @end

        NS_ASSUME_NONNULL_END
        """

    static let implementation = """
        #import "GADMAdapterAcme.h"

        NSErrorDomain const GADMAdapterAcmeErrorDomain = @"com.example.acme";
        NSString *const GADMAdapterAcmeVersion = @"1.2.3.0";
        """

    static let unconvertible = """
        #import <Foundation/Foundation.h>

        extern NSString *const GADMAdapterAcmeSDKName;

        #if TARGET_OS_IOS
        #define GADMAdapterAcmeLogging 1
        #endif

        @interface GADMediationAdapterAcme : NSObject <GADRTBAdapter>
        @end

        @interface GADMAdapterAcmeOtherExtras : NSObject <GADAdNetworkExtras>
        @property(nonatomic, copy, nullable) NSString *keywords;
        - (void)setAge:(NSInteger)age;
        @end

        typedef NS_ENUM(NSInteger, GADMAdapterAcmeGender) {
          GADMAdapterAcmeGenderMale = 1 + 1,
        };

        typedef NS_ENUM(NSInteger, GADMAdapterAcmeLevel) {
          GADMAdapterAcmeLevelLow,
          GADMAdapterAcmeLevelHigh,
        };

        typedef NS_ERROR_ENUM(GADMAdapterAcmeSDKName, GADMAdapterAcmeSDKErrorCode) {
          GADMAdapterAcmeSDKErrorTimeout = 1,
        };
        """

    // Spelled apart so that no scan of this file's imports takes the expected output for one.
    static let compatImport = ["import", "GoogleMobileAdsCompat"].joined(separator: " ")

    private func run(_ arguments: [String], in scratch: Scratch) throws -> CLIRun {
        try AdReplayCLI.runProcess(URL(fileURLWithPath: "/usr/bin/python3"), [Self.script.path] + arguments, in: scratch.url)
    }

    @Test func enumsConstantsAndAnExtrasClass_areWrittenAsSwiftImportsThem() throws {
        let scratch = try Scratch()
        try Data(Self.header.utf8).write(to: scratch.file("GADMAdapterAcme.h"))
        try Data(Self.implementation.utf8).write(to: scratch.file("GADMAdapterAcme.m"))
        let run = try run(["GADMAdapterAcme.h", "GADMAdapterAcme.m"], in: scratch)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == (try String(contentsOf: Self.committedOutput, encoding: .utf8)))
        #expect(run.stderr == "1 header: 9 declarations converted, 0 refused.\n")
    }

    @Test func output_isWrittenWholeToAFile() throws {
        let scratch = try Scratch()
        try Data(Self.header.utf8).write(to: scratch.file("GADMAdapterAcme.h"))
        try Data(Self.implementation.utf8).write(to: scratch.file("GADMAdapterAcme.m"))
        let run = try run(["--output", "Acme.swift", "GADMAdapterAcme.h", "GADMAdapterAcme.m"], in: scratch)
        #expect(run.status == 0 && run.stdout.isEmpty, "\(run)")
        #expect(
            try String(contentsOf: scratch.file("Acme.swift"), encoding: .utf8) == String(contentsOf: Self.committedOutput, encoding: .utf8)
        )
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == [
                "Acme.swift", "GADMAdapterAcme.h", "GADMAdapterAcme.m",
            ])
    }

    @Test func whatItCannotConvert_isRefusedWithTheFileAndLine_andTheRestIsWritten() throws {
        let scratch = try Scratch()
        try Data(Self.unconvertible.utf8).write(to: scratch.file("GADMediationAdapterAcme.h"))
        let run = try run(["GADMediationAdapterAcme.h"], in: scratch)
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stderrLines == [
                "GADMediationAdapterAcme.h:3: GADMAdapterAcmeSDKName takes its value from an implementation file; pass the .m that defines it.",
                "GADMediationAdapterAcme.h:5: `#if TARGET_OS_IOS` is a preprocessor directive; write what it stands for in Swift by hand.",
                "GADMediationAdapterAcme.h:6: `#define GADMAdapterAcmeLogging 1` is a preprocessor directive; write what it stands for in Swift by hand.",
                "GADMediationAdapterAcme.h:9: @interface GADMediationAdapterAcme is not an extras class (NSObject <GADAdNetworkExtras> with properties only); write it in Swift by hand.",
                "GADMediationAdapterAcme.h:14: the extras class GADMAdapterAcmeOtherExtras declares `- (void)setAge:(NSInteger)age;`, which is not a property.",
                "GADMediationAdapterAcme.h:18: the value `1 + 1` of GADMAdapterAcmeGenderMale is not an integer the script can work out.",
                "GADMediationAdapterAcme.h:26: the error domain GADMAdapterAcmeSDKName of GADMAdapterAcmeSDKErrorCode has no value here; "
                    + "pass the header or .m that gives it its value.",
                "1 header: 1 declaration converted, 7 refused.",
            ])
        #expect(
            run.stdout == """
                // Written by scripts/objc-header-to-swift from GADMediationAdapterAcme.h.
                // What Swift imports from these Objective-C headers, for a build against GoogleMobileAdsCompat.
                #if !canImport(GoogleMobileAds)
                \(Self.compatImport)

                // GADMediationAdapterAcme.h:21
                public enum GADMAdapterAcmeLevel: Int, Sendable {
                    case low = 0
                    case high = 1
                }
                #endif

                """)
    }

    @Test func unreadableInput_writesNothingAndExits2() throws {
        let scratch = try Scratch()
        try Data([0xFF, 0xFE, 0x00]).write(to: scratch.file("Broken.h"))
        let broken = try run(["--output", "Out.swift", "Broken.h"], in: scratch)
        #expect(broken.status == 2 && broken.stdout.isEmpty)
        #expect(broken.stderr == "Broken.h: is not UTF-8 text; nothing was written.\n")
        #expect(!scratch.exists("Out.swift"))
        let missing = try run(["Missing.h"], in: scratch)
        #expect(missing.status == 2)
        #expect(missing.stderr == "Missing.h: cannot be read (No such file or directory); nothing was written.\n")
    }
}
