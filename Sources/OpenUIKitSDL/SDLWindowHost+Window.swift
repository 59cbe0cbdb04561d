internal import CSDL2
import Foundation
import OpenUIKit

extension SDLWindowHost {
    /// Creates the SDL window and its renderer: `size` points at the
    /// configured scale (or the display's own), vsync when preferred and
    /// available, an accelerated renderer when there is one, else software.
    static func openWindow(_ configuration: Configuration) throws -> (window: OpaquePointer, renderer: OpaquePointer, vsync: Bool) {
        var flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if configuration.isResizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let points = configuration.size
        let requested = WindowMetrics.windowSize(forPoints: points, scale: configuration.scale ?? 1, pixelsPerWindowUnit: 1)
        // SDL_WINDOWPOS_UNDEFINED is a macro Swift does not import; 0 puts the window at the top left.
        guard let window = SDL_CreateWindow(configuration.title, 0, 0, Int32(requested.width), Int32(requested.height), flags) else {
            throw SDLWindowHostError.windowCreationFailed(sdlError())
        }
        let vsyncFlag = configuration.prefersVSync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsyncFlag)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | vsyncFlag)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            let message = sdlError()
            SDL_DestroyWindow(window)
            throw SDLWindowHostError.rendererCreationFailed(message)
        }
        // On a display that scales windows, an explicit scale needs fewer window units.
        if let scale = configuration.scale {
            let ratio = readMetrics(window: window, renderer: renderer, scale: nil).scale
            if ratio != 1 {
                let size = WindowMetrics.windowSize(forPoints: points, scale: scale, pixelsPerWindowUnit: ratio)
                SDL_SetWindowSize(window, Int32(size.width), Int32(size.height))
            }
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let vsync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        return (window, renderer, vsync)
    }

    /// One line naming the video driver, the renderer, vsync, the refresh
    /// rate and the screen (printed when reporting frame statistics).
    func setupDescription() -> String {
        var info = SDL_RendererInfo()
        if let renderer { SDL_GetRendererInfo(renderer, &info) }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        let rendererName = info.name.map { String(cString: $0) } ?? "none"
        let size = metrics.pointSize
        return "SDLWindowHost: video \(driver), renderer \(rendererName), "
            + "vsync \(info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0 ? "requested" : "off"), "
            + "frame interval \(String(format: "%.2f", pacer.interval * 1000)) ms, "
            + "\(Int(size.width))x\(Int(size.height)) points at \(metrics.scale)x"
    }

    /// The window's current sizes, at `scale` (nil: the display's ratio).
    static func readMetrics(window: OpaquePointer, renderer: OpaquePointer, scale: CGFloat?) -> WindowMetrics {
        var windowWidth: Int32 = 0
        var windowHeight: Int32 = 0
        SDL_GetWindowSize(window, &windowWidth, &windowHeight)
        var pixelWidth: Int32 = 0
        var pixelHeight: Int32 = 0
        if SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight) != 0 {
            (pixelWidth, pixelHeight) = (windowWidth, windowHeight)
        }
        return WindowMetrics(
            windowSize: CGSize(width: Int(windowWidth), height: Int(windowHeight)),
            pixelSize: CGSize(width: Int(pixelWidth), height: Int(pixelHeight)), scale: scale)
    }

    /// The refresh rate of the window's display in Hz (0 when unknown).
    static func refreshRate(of window: OpaquePointer) -> Int {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0 else { return 0 }
        return Int(mode.refresh_rate)
    }

    /// (Re)creates the frame bitmap and the streaming texture at the
    /// window's pixel size.
    func makeFrameBuffer() throws {
        guard let renderer else { return }
        let width = metrics.framePixelWidth
        let height = metrics.framePixelHeight
        if let frameContext, frameContext.width == width, frameContext.height == height, texture != nil { return }
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        guard let newTexture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
        else {
            throw SDLWindowHostError.rendererCreationFailed(Self.sdlError())
        }
        SDL_SetTextureBlendMode(newTexture, SDL_BLENDMODE_NONE)
        texture = newTexture
        // Cairo's ARGB32 (premultiplied, native-endian) is SDL's ARGB8888 on little-endian machines.
        frameContext = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        layerRenderer = frameContext.map { CARenderer(cgContext: $0) }
        needsRedraw = true
    }

    /// The window changed size: the screen takes the new size in points,
    /// the frame buffer the new pixel size, and the `UIWindow` changes size
    /// through a size transition (its controllers get
    /// `viewWillTransition(to:with:)` with a coordinator) — or
    /// ``SDLWindowHost/layoutWindows`` places the windows.
    func windowDidResize() {
        guard let sdlWindow, let renderer else { return }
        let newMetrics = Self.readMetrics(window: sdlWindow, renderer: renderer, scale: metrics.scale)
        guard newMetrics != metrics else { return }
        metrics = newMetrics
        do {
            try makeFrameBuffer()
        } catch {
            CGDiagnostics.report("SDLWindowHost: \(error); closing the window.")
            quitRequested = true
            return
        }
        let size = metrics.pointSize
        guard size != screen.bounds.size else { return }
        screen.update(bounds: CGRect(origin: .zero, size: size))
        if let layoutWindows {
            layoutWindows(size)
        } else {
            window.transition(toSize: size, duration: 0)
        }
    }
}
