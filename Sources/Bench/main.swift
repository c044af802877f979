import CursesKit
print("termui-bench")
