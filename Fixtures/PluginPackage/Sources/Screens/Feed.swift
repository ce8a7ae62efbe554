// Over the 20-line limit; both plugins report it (rules.json: applies_to all). Compiles anywhere.
struct Feed {
    var items: [String] = []

    mutating func load() {
        items.append("1")
        items.append("2")
        items.append("3")
        items.append("4")
        items.append("5")
        items.append("6")
        items.append("7")
        items.append("8")
        items.append("9")
        items.append("10")
        items.append("11")
        items.append("12")
        items.append("13")
        items.append("14")
        items.append("15")
        items.append("16")
        items.append("17")
        items.append("18")
        items.append("19")
        items.append("20")
        items.append("21")
    }
}
