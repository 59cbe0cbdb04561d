import Benchmark
@_spi(Cairo) import OpenCoreGraphics

/// The blur behind a layer's shadow (issue 20's cold frame): a 400×400
/// mask holding a 200×200 opaque square in its middle, blurred with a
/// standard deviation of 24 device pixels — about the phone screen's card
/// shadow at 3x (its masks are 144² to 432×312 pixels, σ 12 to 30). A new
/// mask each sample, made outside the measurement.
func registerShadowBlurBenchmark() {
    Benchmark(
        "shadow mask blur 400x400 at sigma 24",
        configuration: .init(tags: ["target": "none (context: the cold frame's blurs)"])
    ) { benchmark in
        let side = 400
        var plane = [UInt8](repeating: 0, count: side * side)
        for y in (side / 4)..<(side * 3 / 4) {
            for x in (side / 4)..<(side * 3 / 4) { plane[y * side + x] = 255 }
        }
        benchmark.startMeasurement()
        plane.withUnsafeMutableBufferPointer { buffer in
            AlphaBlur.blur(plane: buffer.baseAddress!, width: side, height: side, bytesPerRow: side, pixelStride: 1, sigma: 24)
        }
        benchmark.stopMeasurement()
        blackHole(plane)
    }
}
