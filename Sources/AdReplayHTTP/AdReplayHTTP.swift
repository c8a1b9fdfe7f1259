import AdReplay
import AdWorldHTTP
