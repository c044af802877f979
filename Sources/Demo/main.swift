import CursesKit
print("termui-demo")
