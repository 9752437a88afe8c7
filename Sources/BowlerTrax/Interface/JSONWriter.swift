/// JSON text written member by member: commas placed, strings escaped, numbers in Swift's shortest form (a value that
/// is not finite, which JSON cannot hold, is written as null).
struct JSONWriter {
    private(set) var text = ""
    private var needsComma = false

    mutating func object(_ body: (inout JSONWriter) -> Void) {
        open("{")
        body(&self)
        close("}")
    }

    mutating func array<Element>(_ elements: [Element], _ body: (inout JSONWriter, Element) -> Void) {
        open("[")
        for element in elements {
            separate()
            body(&self, element)
            needsComma = true
        }
        close("]")
    }

    mutating func key(_ name: String) {
        separate()
        appendString(name)
        text += ":"
    }

    mutating func member(_ name: String, _ value: Double) {
        key(name)
        text += value.isFinite ? "\(value)" : "null"
        needsComma = true
    }

    /// A number, or no member at all for nil (as Swift's `Encodable` leaves an absent optional out).
    mutating func member(_ name: String, ifPresent value: Double?) {
        if let value { member(name, value) }
    }

    mutating func member(_ name: String, integer value: Int) {
        key(name)
        text += "\(value)"
        needsComma = true
    }

    mutating func member(_ name: String, string value: String) {
        key(name)
        appendString(value)
        needsComma = true
    }

    mutating func member(_ name: String, bool value: Bool) {
        key(name)
        text += value ? "true" : "false"
        needsComma = true
    }

    /// A string as an array's element.
    mutating func value(string: String) {
        appendString(string)
        needsComma = true
    }

    /// A whole number as an array's element.
    mutating func value(integer number: Int) {
        text += "\(number)"
        needsComma = true
    }

    /// A single-precision number as an array's element, in its own shortest form (which reads back to the same
    /// `Float`).
    mutating func value(_ number: Float) {
        text += number.isFinite ? "\(number)" : "null"
        needsComma = true
    }

    /// An object or array where a value goes (after a key, or as an array's element, each placing its comma).
    private mutating func open(_ bracket: String) {
        text += bracket
        needsComma = false
    }

    private mutating func close(_ bracket: String) {
        text += bracket
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { text += "," }
        needsComma = false
    }

    private mutating func appendString(_ value: String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 {
                    let digits = Array("0123456789abcdef".unicodeScalars)
                    text += "\\u00"
                    text.unicodeScalars.append(digits[Int(scalar.value >> 4)])
                    text.unicodeScalars.append(digits[Int(scalar.value & 0xf)])
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
