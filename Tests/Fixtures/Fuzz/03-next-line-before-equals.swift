// redraw-fuzz, minimised: U+0085 NEXT LINE before `=`, the same Fix-It trap.
r = 
