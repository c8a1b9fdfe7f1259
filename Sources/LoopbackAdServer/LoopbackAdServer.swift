/// A test ad server on 127.0.0.1 (its types arrive with the server).
public enum LoopbackAdServerInfo {}
