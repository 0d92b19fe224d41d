import RedrawCLI
print("hi")
