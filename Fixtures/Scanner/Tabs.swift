// Indented with tabs.
import Foundation

struct Tabbed {
	var width = 4

	var columns: Int {
		width * 2
	}

	func render() -> String {
		let text = """
			one	column
				two {
			"""
		return text
	}

	struct Inner {
		func run() {
			// tab comment
			print("\t")
		}
	}
}

extension Tabbed {
	init(w: Int) {
		self.init(width: w)
	}
}
