// Raw strings: custom delimiters, raw interpolation, raw multi-line.
struct RawSamples {
    let simple = #"class A { "quoted" }"#
    let hashQuote = ##"ends with "# but not here"##
    let notInterpolated = #"literal \(x) stays {"#
    let backslashes = #"C:\path\to\{file}"#

    func interpolate(x: Int) -> String {
        let a = #"value: \#(x) and not \(x)"#
        let b = ##"double \##(x + 1) and \#(x)"##
        let c = #"nested \#(#"inner "# + "}") done"#
        return a + b + c
    }

    var regexSource: String {
        #"^\d+\.\d+ \{\}$"#
    }

    func rawMultiline(name: String) -> String {
        #"""
        func fake() {
            print("""
        }
        Name: \#(name) and \(name)
        """#
    }

    func doubleRawMultiline() -> String {
        ##"""
        contains """# and "# and {
        """##
    }
}

extension RawSamples {
    static let braces = #"}}}"#
    static let hashes = ###"##"## "#"###
    func last() -> String { #"\"# + #"""# }
}
