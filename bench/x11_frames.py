# x11_frames.py: a program's windows and what they show, read from the
# X server directly (libX11 and MIT-SHM through ctypes)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# For bench/startup-vs-qgo.py, which must see when a window first shows a
# game record, the same way for any program. A subprocess per look
# (xdotool, xwd, import) costs 5-50 ms; here finding a window is a few
# round trips, and reading a 1180×820 window's pixels is one XShmGetImage
# (about 1 ms; XGetImage through the socket took 9 ms), so a window can be
# looked at every few milliseconds.

import ctypes
import ctypes.util

_ZPIXMAP = 2
_IS_VIEWABLE = 2
_IPC_PRIVATE = 0
_IPC_CREAT = 0o1000
_IPC_RMID = 0
_ALL_PLANES = 0xffffffff

_ulong = ctypes.c_ulong
_ptr = ctypes.c_void_p


class _WindowAttributes(ctypes.Structure):
    _fields_ = [('x', ctypes.c_int), ('y', ctypes.c_int), ('width', ctypes.c_int),
                ('height', ctypes.c_int), ('border_width', ctypes.c_int),
                ('depth', ctypes.c_int), ('visual', _ptr), ('root', _ulong),
                ('class_', ctypes.c_int), ('bit_gravity', ctypes.c_int),
                ('win_gravity', ctypes.c_int), ('backing_store', ctypes.c_int),
                ('backing_planes', _ulong), ('backing_pixel', _ulong),
                ('save_under', ctypes.c_int), ('colormap', _ulong),
                ('map_installed', ctypes.c_int), ('map_state', ctypes.c_int),
                ('all_event_masks', ctypes.c_long), ('your_event_mask', ctypes.c_long),
                ('do_not_propagate_mask', ctypes.c_long),
                ('override_redirect', ctypes.c_int), ('screen', _ptr)]


class _Image(ctypes.Structure):
    # The start of XImage: the fields read here.
    _fields_ = [('width', ctypes.c_int), ('height', ctypes.c_int),
                ('xoffset', ctypes.c_int), ('format', ctypes.c_int), ('data', _ptr),
                ('byte_order', ctypes.c_int), ('bitmap_unit', ctypes.c_int),
                ('bitmap_bit_order', ctypes.c_int), ('bitmap_pad', ctypes.c_int),
                ('depth', ctypes.c_int), ('bytes_per_line', ctypes.c_int),
                ('bits_per_pixel', ctypes.c_int)]


class _ShmSegmentInfo(ctypes.Structure):
    _fields_ = [('shmseg', _ulong), ('shmid', ctypes.c_int), ('shmaddr', _ptr),
                ('readOnly', ctypes.c_int)]


def _library(name, soname):
    return ctypes.CDLL(ctypes.util.find_library(name) or soname)


_x = _library('X11', 'libX11.so.6')
_xext = _library('Xext', 'libXext.so.6')
_libc = _library('c', 'libc.so.6')

_x.XOpenDisplay.restype = _ptr
_x.XOpenDisplay.argtypes = [ctypes.c_char_p]
_x.XCloseDisplay.argtypes = [_ptr]
_x.XDefaultRootWindow.restype = _ulong
_x.XDefaultRootWindow.argtypes = [_ptr]
_x.XInternAtom.restype = _ulong
_x.XInternAtom.argtypes = [_ptr, ctypes.c_char_p, ctypes.c_int]
_x.XQueryTree.argtypes = [_ptr, _ulong, ctypes.POINTER(_ulong), ctypes.POINTER(_ulong),
                          ctypes.POINTER(ctypes.POINTER(_ulong)), ctypes.POINTER(ctypes.c_uint)]
_x.XGetWindowProperty.argtypes = [_ptr, _ulong, _ulong, ctypes.c_long, ctypes.c_long,
                                  ctypes.c_int, _ulong, ctypes.POINTER(_ulong),
                                  ctypes.POINTER(ctypes.c_int), ctypes.POINTER(_ulong),
                                  ctypes.POINTER(_ulong), ctypes.POINTER(_ptr)]
_x.XGetWindowAttributes.argtypes = [_ptr, _ulong, ctypes.POINTER(_WindowAttributes)]
_x.XFree.argtypes = [_ptr]
_x.XSync.argtypes = [_ptr, ctypes.c_int]
_x.XSetErrorHandler.restype = _ptr
_x.XDestroyImage.argtypes = [ctypes.POINTER(_Image)]
_xext.XShmQueryExtension.argtypes = [_ptr]
_xext.XShmCreateImage.restype = ctypes.POINTER(_Image)
_xext.XShmCreateImage.argtypes = [_ptr, _ptr, ctypes.c_uint, ctypes.c_int, _ptr,
                                  ctypes.POINTER(_ShmSegmentInfo), ctypes.c_uint, ctypes.c_uint]
_xext.XShmAttach.argtypes = [_ptr, ctypes.POINTER(_ShmSegmentInfo)]
_xext.XShmDetach.argtypes = [_ptr, ctypes.POINTER(_ShmSegmentInfo)]
_xext.XShmGetImage.argtypes = [_ptr, _ulong, ctypes.POINTER(_Image), ctypes.c_int,
                               ctypes.c_int, _ulong]
_libc.shmget.argtypes = [ctypes.c_int, ctypes.c_size_t, ctypes.c_int]
_libc.shmat.restype = _ptr
_libc.shmat.argtypes = [ctypes.c_int, _ptr, ctypes.c_int]
_libc.shmdt.argtypes = [_ptr]
_libc.shmctl.argtypes = [ctypes.c_int, ctypes.c_int, _ptr]

# A window can go away between finding it and reading it (the program
# quits or replaces it): Xlib's default handler would exit this process.
_ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, _ptr, _ptr)(lambda display, event: 0)
_x.XSetErrorHandler(_ERROR_HANDLER)

# Dark: a pixel whose green is below 80 of 255 (black stones, grid lines,
# text; not the wood, the window's light grey or a white stone).
_DARK_TABLE = bytes(0 if v < 80 else 1 for v in range(256))


class Display:
    """A connection to $DISPLAY."""

    def __init__(self):
        self.display = _x.XOpenDisplay(None)
        if not self.display:
            raise OSError('cannot open the X display')
        if not _xext.XShmQueryExtension(self.display):
            raise OSError('the X server has no MIT-SHM')
        self.root = _x.XDefaultRootWindow(self.display)
        self.pid_atom = _x.XInternAtom(self.display, b'_NET_WM_PID', False)
        self.name_atom = _x.XInternAtom(self.display, b'_NET_WM_NAME', False)
        self.utf8_atom = _x.XInternAtom(self.display, b'UTF8_STRING', False)
        self.cardinal_atom = _x.XInternAtom(self.display, b'CARDINAL', False)

    def close(self):
        _x.XCloseDisplay(self.display)

    def _property(self, window, atom, kind):
        actual = _ulong()
        fmt = ctypes.c_int()
        count = _ulong()
        after = _ulong()
        data = _ptr()
        if _x.XGetWindowProperty(self.display, window, atom, 0, 1024, False, kind,
                                 ctypes.byref(actual), ctypes.byref(fmt), ctypes.byref(count),
                                 ctypes.byref(after), ctypes.byref(data)) != 0:
            return None
        if not data.value:
            return None
        try:
            if count.value == 0:
                return None
            if fmt.value == 32:
                return ctypes.cast(data, ctypes.POINTER(ctypes.c_long))[0]
            return ctypes.string_at(data, count.value).decode(errors='replace')
        finally:
            _x.XFree(data)

    def _top_levels(self):
        root = _ulong()
        parent = _ulong()
        children = ctypes.POINTER(_ulong)()
        n = ctypes.c_uint()
        if not _x.XQueryTree(self.display, self.root, ctypes.byref(root), ctypes.byref(parent),
                             ctypes.byref(children), ctypes.byref(n)):
            return []
        windows = [children[i] for i in range(n.value)]
        if children:
            _x.XFree(children)
        return windows

    def viewable_window(self, pid, name_matches=None):
        """A top-level window of process @pid (_NET_WM_PID) that is mapped
        and viewable, and whose name satisfies @name_matches if given;
        the largest if several; None if none."""
        best = None
        best_area = 0
        for window in self._top_levels():
            if self._property(window, self.pid_atom, self.cardinal_atom) != pid:
                continue
            attrs = _WindowAttributes()
            if not _x.XGetWindowAttributes(self.display, window, ctypes.byref(attrs)):
                continue
            if attrs.map_state != _IS_VIEWABLE:
                continue
            if name_matches is not None:
                name = self._property(window, self.name_atom, self.utf8_atom) or ''
                if not name_matches(name):
                    continue
            if attrs.width * attrs.height > best_area:
                best = window
                best_area = attrs.width * attrs.height
        return best

    def reader(self, window):
        """A WindowReader for @window (its size now), or None if it is gone."""
        attrs = _WindowAttributes()
        if not _x.XGetWindowAttributes(self.display, window, ctypes.byref(attrs)):
            return None
        return WindowReader(self, window, attrs)


class WindowReader:
    """Reads one window's pixels through a shared memory segment."""

    def __init__(self, display, window, attrs):
        self.display = display
        self.window = window
        self.info = _ShmSegmentInfo()
        self.image = _xext.XShmCreateImage(display.display, attrs.visual, attrs.depth,
                                           _ZPIXMAP, None, ctypes.byref(self.info),
                                           attrs.width, attrs.height)
        if not self.image:
            raise OSError('XShmCreateImage failed')
        image = self.image.contents
        if image.bits_per_pixel != 32:
            raise OSError('%d bits a pixel: run the X server at depth 24'
                          % image.bits_per_pixel)
        self.size = image.bytes_per_line * image.height
        self.info.shmid = _libc.shmget(_IPC_PRIVATE, self.size, _IPC_CREAT | 0o600)
        if self.info.shmid < 0:
            raise OSError('shmget failed')
        self.info.shmaddr = _libc.shmat(self.info.shmid, None, 0)
        image.data = self.info.shmaddr
        self.info.readOnly = False
        _xext.XShmAttach(display.display, ctypes.byref(self.info))
        _x.XSync(display.display, False)
        # Removed now, freed once both this process and the server let go.
        _libc.shmctl(self.info.shmid, _IPC_RMID, None)
        self.bytes_per_line = image.bytes_per_line
        self.height = image.height

    def dark_pixels(self):
        """How many pixels of every fourth row and column are dark now, or
        None if the window cannot be read (gone, or smaller than it was)."""
        if not _xext.XShmGetImage(self.display.display, self.window, self.image, 0, 0,
                                  _ALL_PLANES):
            return None
        # The green byte of each sampled pixel (B, G, R, X): a stone is
        # some 20 pixels across or more, a quarter of its pixels plenty.
        # Row by row: strided copies of the whole image cost 3 ms.
        line = self.bytes_per_line
        green = b''.join([ctypes.string_at(self.info.shmaddr + y * line, line)[1::16]
                          for y in range(0, self.height, 4)])
        return green.translate(_DARK_TABLE).count(0)

    def close(self):
        _xext.XShmDetach(self.display.display, ctypes.byref(self.info))
        _x.XSync(self.display.display, False)
        self.image.contents.data = None
        _x.XDestroyImage(self.image)
        _libc.shmdt(self.info.shmaddr)
