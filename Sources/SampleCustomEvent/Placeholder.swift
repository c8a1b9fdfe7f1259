public enum SampleCustomEventPlaceholder {}
