#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The PostScript calculator of type 4 functions: numbers, booleans, arithmetic, comparison,
/// stack operators, and `{…} if` and `{…} {…} ifelse`.
enum PDFCalculator {
    /// One step of a program.
    indirect enum Instruction: Sendable {
        case number(Double)
        case bool(Bool)
        case op(String)
        case ifThen([Instruction])
        case ifElse([Instruction], [Instruction])
    }

    private enum Value {
        case number(Double)
        case bool(Bool)
    }

    /// The most values the stack may hold, as the format allows.
    static let maximumStack = 100

    /// The program of `{ … }` in `bytes`.
    static func parse(_ bytes: [UInt8]) throws(PDFError) -> [Instruction] {
        var lexer = PDFLexer(bytes, readsReferences: false)
        guard case .keyword("{")? = try lexer.next() else {
            throw .damaged("a calculator function does not begin with '{'")
        }
        return try block(&lexer, depth: 1)
    }

    private static func block(_ lexer: inout PDFLexer, depth: Int) throws(PDFError) -> [Instruction] {
        guard depth <= PDFLimits.maximumNesting else { throw .overLimit("nests calculator blocks too deep") }
        var instructions: [Instruction] = []
        var pending: [[Instruction]] = []
        while let token = try lexer.next() {
            switch token {
            case .object(.number(let value)): instructions.append(.number(value))
            case .object(.bool(let value)): instructions.append(.bool(value))
            case .keyword("{"): pending.append(try block(&lexer, depth: depth + 1))
            case .keyword("}"): return instructions
            case .keyword("if"):
                guard let body = pending.popLast() else {
                    throw .damaged("'if' without a block in a calculator function")
                }
                instructions.append(.ifThen(body))
            case .keyword("ifelse"):
                guard pending.count >= 2, let second = pending.popLast(), let first = pending.popLast() else {
                    throw .damaged("'ifelse' without two blocks in a calculator function")
                }
                instructions.append(.ifElse(first, second))
            case .keyword(let word): instructions.append(.op(word))
            case .object: throw .damaged("a calculator function holds something other than numbers and operators")
            }
        }
        throw .damaged("a calculator function is not closed")
    }

    /// The numbers the program leaves on the stack for `input`.
    static func run(_ program: [Instruction], input: [Double], budget: inout Int) throws(PDFError) -> [Double] {
        var stack = input.map { Value.number($0) }
        try run(program, stack: &stack, budget: &budget)
        return stack.map {
            switch $0 {
            case .number(let value): value
            case .bool(let value): value ? 1 : 0
            }
        }
    }

    private static func run(_ program: [Instruction], stack: inout [Value], budget: inout Int) throws(PDFError) {
        func number() throws(PDFError) -> Double {
            guard case .number(let value)? = stack.popLast() else {
                throw .damaged("a calculator function takes a number it does not have")
            }
            return value
        }
        func bool() throws(PDFError) -> Bool {
            guard case .bool(let value)? = stack.popLast() else {
                throw .damaged("a calculator function takes a boolean it does not have")
            }
            return value
        }
        for instruction in program {
            budget -= 1
            guard budget > 0 else { throw .overLimit("runs more than \(PDFLimits.maximumOperators) operators") }
            guard stack.count < maximumStack else { throw .damaged("a calculator function overflows its stack") }
            switch instruction {
            case .number(let value): stack.append(.number(value))
            case .bool(let value): stack.append(.bool(value))
            case .ifThen(let body): if try bool() { try run(body, stack: &stack, budget: &budget) }
            case .ifElse(let first, let second):
                try run(try bool() ? first : second, stack: &stack, budget: &budget)
            case .op(let name):
                switch name {
                case "add": stack.append(.number(try number() + number()))
                case "sub":
                    let b = try number()
                    stack.append(.number(try number() - b))
                case "mul": stack.append(.number(try number() * number()))
                case "div", "idiv", "mod":
                    let b = try number()
                    let a = try number()
                    switch name {
                    case "div": stack.append(.number(b == 0 ? 0 : a / b))
                    case "idiv": stack.append(.number(b == 0 ? 0 : (a / b).rounded(.towardZero)))
                    default: stack.append(.number(b == 0 ? 0 : a.truncatingRemainder(dividingBy: b)))
                    }
                case "neg": stack.append(.number(-(try number())))
                case "abs": stack.append(.number(abs(try number())))
                case "ceiling": stack.append(.number((try number()).rounded(.up)))
                case "floor": stack.append(.number((try number()).rounded(.down)))
                case "round": stack.append(.number((try number()).rounded()))
                case "truncate", "cvi": stack.append(.number((try number()).rounded(.towardZero)))
                case "cvr": stack.append(.number(try number()))
                case "sqrt": stack.append(.number(max(0, try number()).squareRoot()))
                case "sin": stack.append(.number(sin(try number() * .pi / 180)))
                case "cos": stack.append(.number(cos(try number() * .pi / 180)))
                case "atan":
                    let b = try number()
                    let angle = atan2(try number(), b) * 180 / .pi
                    stack.append(.number(angle < 0 ? angle + 360 : angle))
                case "exp":
                    let b = try number()
                    stack.append(.number(pow(try number(), b)))
                case "ln": stack.append(.number(log(try number())))
                case "log": stack.append(.number(log10(try number())))
                case "eq", "ne", "gt", "ge", "lt", "le":
                    let b = stack.popLast()
                    let a = stack.popLast()
                    let result: Bool
                    switch (a, b) {
                    case (.number(let x)?, .number(let y)?):
                        switch name {
                        case "eq": result = x == y
                        case "ne": result = x != y
                        case "gt": result = x > y
                        case "ge": result = x >= y
                        case "lt": result = x < y
                        default: result = x <= y
                        }
                    case (.bool(let x)?, .bool(let y)?) where name == "eq" || name == "ne":
                        result = (x == y) == (name == "eq")
                    default: throw .damaged("a calculator function compares values it does not have")
                    }
                    stack.append(.bool(result))
                case "and", "or", "xor":
                    switch (stack.popLast(), stack.popLast()) {
                    case (.bool(let b)?, .bool(let a)?):
                        stack.append(.bool(name == "and" ? a && b : name == "or" ? a || b : a != b))
                    case (.number(let b)?, .number(let a)?):
                        let (x, y) = (Int(pdf: a), Int(pdf: b))
                        stack.append(.number(Double(name == "and" ? x & y : name == "or" ? x | y : x ^ y)))
                    default: throw .damaged("a calculator function combines values it does not have")
                    }
                case "not":
                    switch stack.popLast() {
                    case .bool(let value)?: stack.append(.bool(!value))
                    case .number(let value)?: stack.append(.number(Double(~Int(pdf: value))))
                    case nil: throw .damaged("a calculator function takes a value it does not have")
                    }
                case "bitshift":
                    let shift = Int(pdf: try number())
                    let value = Int(pdf: try number())
                    stack.append(.number(Double(abs(shift) > 63 ? 0 : shift >= 0 ? value << shift : value >> -shift)))
                case "pop":
                    guard stack.popLast() != nil else { throw .damaged("a calculator function pops an empty stack") }
                case "dup":
                    guard let top = stack.last else {
                        throw .damaged("a calculator function copies from an empty stack")
                    }
                    stack.append(top)
                case "exch":
                    guard stack.count >= 2 else {
                        throw .damaged("a calculator function exchanges values it does not have")
                    }
                    stack.swapAt(stack.count - 1, stack.count - 2)
                case "copy":
                    let count = Int(pdf: try number())
                    guard count >= 0, count <= stack.count, stack.count + count <= maximumStack else {
                        throw .damaged("a calculator function copies values it does not have")
                    }
                    stack += stack.suffix(count)
                case "index":
                    let index = Int(pdf: try number())
                    guard index >= 0, index < stack.count else {
                        throw .damaged("a calculator function indexes past its stack")
                    }
                    stack.append(stack[stack.count - 1 - index])
                case "roll":
                    let shift = Int(pdf: try number())
                    let count = Int(pdf: try number())
                    guard count >= 0, count <= stack.count else {
                        throw .damaged("a calculator function rolls values it does not have")
                    }
                    guard count > 0 else { break }
                    let top = Array(stack.suffix(count))
                    let by = ((shift % count) + count) % count
                    stack.removeLast(count)
                    stack += top.suffix(by) + top.prefix(count - by)
                case "true": stack.append(.bool(true))
                case "false": stack.append(.bool(false))
                default: throw .damaged("a calculator function uses the unknown operator \(PDFError.quoted(name))")
                }
            }
        }
    }
}
