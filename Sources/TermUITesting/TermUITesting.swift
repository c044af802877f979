import CPty
