public enum SampleAdSDKPlaceholder {}
