import CursesKit
