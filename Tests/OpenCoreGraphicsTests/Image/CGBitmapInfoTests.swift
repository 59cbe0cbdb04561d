import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGBitmapInfoTests {
    @Test func masksAndByteOrdersHaveCoreGraphicsValues() {
        #expect(CGBitmapInfo.alphaInfoMask.rawValue == 0x1F)
        #expect(CGBitmapInfo.floatComponents.rawValue == 0x100)
        #expect(CGBitmapInfo.byteOrderMask.rawValue == 0x7000)
        #expect(CGBitmapInfo.byteOrder16Little.rawValue == 0x1000)
        #expect(CGBitmapInfo.byteOrder32Little.rawValue == 0x2000)
        #expect(CGBitmapInfo.byteOrder16Big.rawValue == 0x3000)
        #expect(CGBitmapInfo.byteOrder32Big.rawValue == 0x4000)
    }

    @Test func alphaInfoHasCoreGraphicsValues() {
        #expect(CGImageAlphaInfo.premultipliedLast.rawValue == 1)
        #expect(CGImageAlphaInfo.premultipliedFirst.rawValue == 2)
        #expect(CGImageAlphaInfo.noneSkipFirst.rawValue == 6)
        #expect(CGImageAlphaInfo.alphaOnly.rawValue == 7)
    }

    @Test func byteOrderInfoMatchesTheBitmapInfoOptions() {
        #expect(CGImageByteOrderInfo.order32Little.rawValue == CGBitmapInfo.byteOrder32Little.rawValue)
        #expect(CGImageByteOrderInfo.orderMask.rawValue == CGBitmapInfo.byteOrderMask.rawValue)
    }

    @Test func hostByteOrderIsLittleOnLittleEndianMachines() {
        let little = UInt32(1).littleEndian == 1
        #expect((CGBitmapInfo.byteOrder32Host == .byteOrder32Little) == little)
    }
}
