import AdWorld
import MolocoSDK
import Testing

/// `MolocoPrivacySettings` is the session's inside one (nothing one session sets reaches the
/// next) and the process's outside (what a unit test sets, the adapter it calls reads back).
@Suite(.serialized) struct MolocoPrivacySettingsTests {
    @Test func isAgeRestrictedUser_outsideASession_keepsWhatWasSet() {
        defer { MolocoPrivacySettings.isAgeRestrictedUser = false }
        MolocoPrivacySettings.isAgeRestrictedUser = true
        #expect(MolocoPrivacySettings.isAgeRestrictedUser)
        MolocoPrivacySettings.isAgeRestrictedUser = false
        #expect(!MolocoPrivacySettings.isAgeRestrictedUser)
    }

    @Test func isAgeRestrictedUser_insideASession_isTheSessionsOwn() {
        defer { MolocoPrivacySettings.isAgeRestrictedUser = false }
        MolocoPrivacySettings.isAgeRestrictedUser = true
        let world = World()
        world.run {
            #expect(!MolocoPrivacySettings.isAgeRestrictedUser, "a session starts from the SDK's default")
            MolocoPrivacySettings.isAgeRestrictedUser = true
            #expect(MolocoPrivacySettings.isAgeRestrictedUser)
        }
        World().run {
            #expect(!MolocoPrivacySettings.isAgeRestrictedUser, "another session does not see the first one's")
        }
        world.run {
            MolocoPrivacySettings.isAgeRestrictedUser = false
        }
        #expect(MolocoPrivacySettings.isAgeRestrictedUser, "no session changes the process's value")
    }
}
