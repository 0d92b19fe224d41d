// redraw-fuzz, minimised: a vertical tab before `=`, the same Fix-It trap.
e = 
