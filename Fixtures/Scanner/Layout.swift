// Brace placement and layout: Allman style, one-liners, semicolons.
struct OneLine { func a() {}; func b() -> Int { 1 }; var c: Int { 2 } }
enum E { case x }; class C {}; extension C { func d() {} }

final class Allman
{
    var value: Int
    {
        get
        {
            return 1
        }
        set
        {
            print(newValue)
        }
    }

    init(
        value: Int,
        name: String
    )
    {
        print(value, name)
    }

    func long(
        first: Int,
        second: Int
    ) -> Int
    where Int: Equatable
    {
        first + second
    }

    func emptyAcrossLines() {
    }

    func blankInside() {

    }

    deinit
    {
        print("gone") }
}

struct Tight{func f(){};var g:Int{0};subscript(i:Int)->Int{i}}

func
spread
(
)
{
}
