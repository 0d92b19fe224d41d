// LocalizedStrings: Foundation's `String(localized:)` (iOS 15), which Foundation
// on Linux does not have. No table localises it here: the string is its key,
// with its interpolations, as `Text`'s keys are (en_US, Redraw's locale).

import Foundation

extension String {
    public init(localized key: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self = key
    }

    public init(localized key: String, defaultValue: String, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue
    }
}
