#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A PDF function, as shadings color by: exponential (type 2), stitching (type 3), sampled
/// (type 0, one input) or a PostScript calculator program (type 4).
indirect enum PDFFunction: Sendable {
    case exponential(c0: [Double], c1: [Double], exponent: Double, domain: ClosedRange<Double>)
    case stitching(functions: [PDFFunction], bounds: [Double], encode: [Double], domain: ClosedRange<Double>)
    case sampled(samples: [Double], count: Int, outputs: Int, encode: ClosedRange<Double>, domain: ClosedRange<Double>)
    case calculator(program: [PDFCalculator.Instruction], domain: ClosedRange<Double>)
    /// One function an output, as a shading's `/Function` array gives them.
    case each([PDFFunction])

    /// The function `object` is or refers to.
    init(_ object: PDFObject?, file: inout PDFFile, depth: Int = 0) throws(PDFError) {
        guard depth < 8 else { throw .overLimit("nests functions more than 8 deep") }
        let resolved = try file.resolve(object)
        if case .array(let elements) = resolved {
            var functions: [PDFFunction] = []
            for element in elements { functions.append(try PDFFunction(element, file: &file, depth: depth + 1)) }
            self = .each(functions)
            return
        }
        guard let dictionary = resolved.dictionary, let type = try file.number(dictionary["FunctionType"]) else {
            throw .damaged("a function is no function dictionary")
        }
        let domainValues = try file.numbers(dictionary["Domain"]) ?? [0, 1]
        let domain =
            domainValues.count >= 2 && domainValues[0] <= domainValues[1] ? domainValues[0]...domainValues[1] : 0...1
        switch type {
        case 2:
            let c0 = try file.numbers(dictionary["C0"]) ?? [0]
            let c1 = try file.numbers(dictionary["C1"]) ?? [1]
            guard c0.count == c1.count else { throw .damaged("an exponential function's C0 and C1 differ in length") }
            self = .exponential(c0: c0, c1: c1, exponent: try file.number(dictionary["N"]) ?? 1, domain: domain)
        case 3:
            guard case .array(let parts) = try file.resolve(dictionary["Functions"]) else {
                throw .damaged("a stitching function has no /Functions")
            }
            var functions: [PDFFunction] = []
            for part in parts { functions.append(try PDFFunction(part, file: &file, depth: depth + 1)) }
            let bounds = try file.numbers(dictionary["Bounds"]) ?? []
            let encode = try file.numbers(dictionary["Encode"]) ?? functions.flatMap { _ in [0.0, 1.0] }
            guard !functions.isEmpty, bounds.count == functions.count - 1, encode.count >= 2 * functions.count else {
                throw .damaged("a stitching function's /Bounds or /Encode do not match its /Functions")
            }
            self = .stitching(functions: functions, bounds: bounds, encode: encode, domain: domain)
        case 0:
            guard case .stream(let stream) = try file.resolve(object), let size = try file.numbers(dictionary["Size"]),
                size.count == 1, let bits = try file.number(dictionary["BitsPerSample"]),
                let range = try file.numbers(dictionary["Range"]), range.count >= 2, range.count % 2 == 0
            else { throw .unsupported("a sampled function of more than one input") }
            let count = Int(size[0])
            let outputs = range.count / 2
            guard [8, 16].contains(Int(bits)), count >= 1, count <= 65_536 else {
                throw .unsupported("a sampled function of \(Int(bits))-bit samples")
            }
            let data = try file.decode(stream, name: "a sampled function")
            let width = Int(bits) / 8
            let maximum = Double((1 << Int(bits)) - 1)
            let decode = try file.numbers(dictionary["Decode"]) ?? range
            guard data.count >= count * outputs * width, decode.count >= 2 * outputs else {
                throw .damaged("a sampled function has fewer samples than its /Size")
            }
            var samples: [Double] = []
            samples.reserveCapacity(count * outputs)
            for index in 0..<(count * outputs) {
                var value = 0
                for byte in 0..<width { value = value << 8 | Int(data[index * width + byte]) }
                let output = index % outputs
                samples.append(
                    decode[2 * output] + Double(value) / maximum * (decode[2 * output + 1] - decode[2 * output]))
            }
            let encode = try file.numbers(dictionary["Encode"]) ?? [0, Double(count - 1)]
            self = .sampled(
                samples: samples, count: count, outputs: outputs,
                encode: encode.count >= 2
                    ? min(encode[0], encode[1])...max(encode[0], encode[1]) : 0...Double(count - 1),
                domain: domain)
        case 4:
            guard case .stream(let stream) = try file.resolve(object) else {
                throw .damaged("a calculator function has no program")
            }
            let program = try PDFCalculator.parse(try file.decode(stream, name: "a calculator function"))
            self = .calculator(program: program, domain: domain)
        default:
            throw .unsupported("a function of type \(Int(type))")
        }
    }

    /// The outputs at `x`, each step of a calculator program counted against `budget`.
    func callAsFunction(_ x: Double, budget: inout Int) throws(PDFError) -> [Double] {
        switch self {
        case .exponential(let c0, let c1, let exponent, let domain):
            let power = pow(domain.clamped(x), exponent)
            return zip(c0, c1).map { $0 + power * ($1 - $0) }
        case .stitching(let functions, let bounds, let encode, let domain):
            let x = domain.clamped(x)
            var index = 0
            while index < bounds.count, x >= bounds[index] { index += 1 }
            let low = index == 0 ? domain.lowerBound : bounds[index - 1]
            let high = index == bounds.count ? domain.upperBound : bounds[index]
            let fraction = high > low ? (x - low) / (high - low) : 0
            let mapped = encode[2 * index] + fraction * (encode[2 * index + 1] - encode[2 * index])
            return try functions[index](mapped, budget: &budget)
        case .sampled(let samples, let count, let outputs, let encode, let domain):
            let x = domain.clamped(x)
            let span = domain.upperBound - domain.lowerBound
            let position =
                encode.lowerBound + (span > 0 ? (x - domain.lowerBound) / span : 0)
                * (encode.upperBound - encode.lowerBound)
            let place = min(max(position, 0), Double(count - 1))
            let low = Int(place)
            let high = min(low + 1, count - 1)
            let fraction = place - Double(low)
            return (0..<outputs).map {
                samples[low * outputs + $0] + fraction * (samples[high * outputs + $0] - samples[low * outputs + $0])
            }
        case .calculator(let program, let domain):
            return try PDFCalculator.run(program, input: [domain.clamped(x)], budget: &budget)
        case .each(let functions):
            var outputs: [Double] = []
            for function in functions { outputs += try function(x, budget: &budget) }
            return outputs
        }
    }
}

extension ClosedRange<Double> {
    /// `value` within the range; NaN is its lower bound.
    func clamped(_ value: Double) -> Double {
        value.isNaN ? lowerBound : Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}

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
                        let (x, y) = (Int(a), Int(b))
                        stack.append(.number(Double(name == "and" ? x & y : name == "or" ? x | y : x ^ y)))
                    default: throw .damaged("a calculator function combines values it does not have")
                    }
                case "not":
                    switch stack.popLast() {
                    case .bool(let value)?: stack.append(.bool(!value))
                    case .number(let value)?: stack.append(.number(Double(~Int(value))))
                    case nil: throw .damaged("a calculator function takes a value it does not have")
                    }
                case "bitshift":
                    let shift = Int(try number())
                    let value = Int(try number())
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
                    let count = Int(try number())
                    guard count >= 0, count <= stack.count, stack.count + count <= maximumStack else {
                        throw .damaged("a calculator function copies values it does not have")
                    }
                    stack += stack.suffix(count)
                case "index":
                    let index = Int(try number())
                    guard index >= 0, index < stack.count else {
                        throw .damaged("a calculator function indexes past its stack")
                    }
                    stack.append(stack[stack.count - 1 - index])
                case "roll":
                    let shift = Int(try number())
                    let count = Int(try number())
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
