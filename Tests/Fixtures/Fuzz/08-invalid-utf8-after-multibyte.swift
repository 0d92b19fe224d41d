// A surrogate (ED A0 80) after two-byte characters, with CRLF line ends: the error names its line and byte column.
let Ã©Ã© = "í €"
