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
            let count = Int(pdf: size[0])
            let outputs = range.count / 2
            guard [8, 16].contains(Int(pdf: bits)), count >= 1, count <= 65_536 else {
                throw .unsupported("a sampled function of \(Int(pdf: bits))-bit samples")
            }
            let data = try file.decode(stream, name: "a sampled function")
            let width = Int(pdf: bits) / 8
            let maximum = Double((1 << Int(pdf: bits)) - 1)
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
            throw .unsupported("a function of type \(Int(pdf: type))")
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
            let low = Int(pdf: place)
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
