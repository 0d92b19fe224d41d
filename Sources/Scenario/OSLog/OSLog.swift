// OSLog: Apple's framework over unified logging (iOS 14), which app code
// imports by name (`import OSLog`) for `Logger`. Here it is Redraw's `os`
// under that name: nothing is written (os/Logger.swift says why).

@_exported import os
