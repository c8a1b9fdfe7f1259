// The JSON layer is part of the engine's API (plug-ins read entries with `FieldReader` over
// `JSONValue`): importing AdReplay imports it.
@_exported import AdReplayJSON
